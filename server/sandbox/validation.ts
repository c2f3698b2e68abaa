import type { Validator } from 'typebox/compile';

interface Problem {
  instancePath: string;
  params: object;
  message: string;
}

/** "field: what is wrong" for the first problem, naming the field the way a caller sent it. */
export function describeFirstProblem(validator: Validator, value: unknown): string {
  const [error] = validator.Errors(value) as Problem[];
  if (!error) return 'request: invalid parameters';
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const prefix = path ? `${path}.` : '';
  const { requiredProperties, additionalProperties } = error.params as { requiredProperties?: string[]; additionalProperties?: string[] };
  if (requiredProperties?.length) return `${prefix}${requiredProperties[0]}: is required`;
  if (additionalProperties?.length) return `${prefix}${additionalProperties[0]}: is not an accepted field`;
  return `${path || 'request'}: ${error.message}`;
}
