import { PROOF_MAX_BYTES, PROOF_TYPES } from '../../../../shared/domains/cashier/errors';

/** Why a picked proof image cannot be sent: the platform takes png or jpg of at most PROOF_MAX_BYTES. */
export type ProofProblem = 'type' | 'size';

export function proofProblem(file: File): ProofProblem | null {
  if (!PROOF_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size > PROOF_MAX_BYTES) return 'size';
  return null;
}
