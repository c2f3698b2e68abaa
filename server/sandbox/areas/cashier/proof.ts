import { CashierError, PROOF_MAX_BYTES, type PROOF_TYPES } from '../../../../shared/domains/cashier/errors';
import { refuse } from '../../core/refusals';

export type ProofType = (typeof PROOF_TYPES)[number];

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** What the bytes are, by their magic number: the declared type alone proves nothing. */
function sniff(bytes: Buffer): ProofType | null {
  if (bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/**
 * Reads the proof of non-receipt: a base64 data: URL of a PNG or JPEG image whose bytes start with
 * that format's magic number and agree with the declared type, at most PROOF_MAX_BYTES decoded.
 */
export function readProof(dataUrl: string | undefined): { bytes: Buffer; type: ProofType } {
  if (dataUrl === undefined || dataUrl.trim() === '') {
    throw refuse(CashierError.proofRequired, 'Attach a picture of what you received to report a withdrawal not received');
  }
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match) throw refuse(CashierError.proofType, 'The proof must be a PNG or JPG image');
  const declared = match[1].toLowerCase();
  // The decoded size is known from the base64 length before decoding anything.
  const base64 = match[2];
  const decodedBytes = Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (decodedBytes > PROOF_MAX_BYTES) throw refuse(CashierError.proofSize, 'The proof image is larger than 5 MB');
  const bytes = Buffer.from(base64, 'base64');
  const type = sniff(bytes);
  const declaredType = declared === 'image/jpg' ? 'image/jpeg' : declared;
  if (type === null || type !== declaredType) throw refuse(CashierError.proofType, 'The proof must be a PNG or JPG image');
  return { bytes, type };
}
