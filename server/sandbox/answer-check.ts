import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Validator } from 'typebox/compile';
import { AnyEnvelope, EnvelopeOf } from '../../shared/api/envelope';
import type { Endpoint } from '../../shared/api/endpoint';

const compiled = new WeakMap<TSchema, Validator>();

/** One compiled validator per schema object: many entries share NoPayload and Open. */
export function validatorFor(schema: TSchema): Validator {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = Compile(schema) as unknown as Validator;
    compiled.set(schema, validator);
  }
  return validator;
}

const envelopeOf = new WeakMap<TSchema, TSchema>();

/**
 * Problems of an answer body against its catalogue entry: the envelope with `value` of the entry's
 * schema for successful `/wps` answers, any envelope for refusals, the bare value for `/lgw` and
 * text answers. Empty when the answer matches.
 */
export function answerProblems(entry: Endpoint, body: unknown): string[] {
  let schema: TSchema;
  if (entry.answer === 'envelope') {
    const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
    if (success) {
      schema = envelopeOf.get(entry.value) ?? EnvelopeOf(entry.value);
      envelopeOf.set(entry.value, schema);
    } else {
      schema = AnyEnvelope;
    }
  } else {
    schema = entry.value;
  }
  const validator = validatorFor(schema);
  if (validator.Check(body)) return [];
  return validator
    .Errors(body)
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
}
