import { PROOF_MAX_BYTES, PROOF_TYPES } from '../../../../shared/cashierErrors';

/** Why a picked proof image cannot be sent: the platform takes png or jpg of at most PROOF_MAX_BYTES. */
export type ProofProblem = 'type' | 'size';

export function proofProblem(file: File): ProofProblem | null {
  if (!PROOF_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}

/** The image as the data: URL the receipt call carries. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}
