import type { FieldProblem } from '../../../../shared/domains/identity/schemas';
import type { SecurityOverview, SignIn } from '../../../../shared/domains/security/schemas';
import { call } from '../../lib/api';
import { failure, type Answer } from '../../lib/load/answer';

export async function loadOverview(signal: AbortSignal): Promise<Answer<SecurityOverview>> {
  return call('security.config', undefined, { signal });
}

export async function loadSignIns(signal: AbortSignal): Promise<Answer<SignIn[]>> {
  const answer = await call('security.signIns', undefined, { signal });
  return answer.success ? { success: true, value: answer.value.list } : failure(answer);
}

/** The platform's refusal of one field (`field.invalid`): its value narrowed by hand (the client runs no schema engine). */
export function problemOf(value: unknown): FieldProblem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { field, key, min, max } = value as Record<string, unknown>;
  if (typeof field !== 'string' || typeof key !== 'string') return null;
  return { field, key, ...(typeof min === 'number' && { min }), ...(typeof max === 'number' && { max }) };
}

/** The field-invalid refusal code (IdentityError.fieldInvalid on the platform side). */
export const FIELD_INVALID = 'field.invalid';
