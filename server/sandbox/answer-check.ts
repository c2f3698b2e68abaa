import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Validator } from 'typebox/compile';
import { AnyEnvelope, AnyLegacyEnvelope, EnvelopeOf, LegacyEnvelopeOf } from '../../shared/api/envelope';
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
const legacyEnvelopeOf = new WeakMap<TSchema, TSchema>();

function wrapped(cache: WeakMap<TSchema, TSchema>, value: TSchema, wrap: (value: TSchema) => TSchema): TSchema {
  let schema = cache.get(value);
  if (!schema) {
    schema = wrap(value);
    cache.set(value, schema);
  }
  return schema;
}

/** The schema an answer body must match: its envelope around the value on success, any envelope of its shape on a refusal. */
function schemaOf(entry: Endpoint, body: unknown): TSchema {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (entry.answer === 'envelope') return record.success === true ? wrapped(envelopeOf, entry.value, EnvelopeOf) : AnyEnvelope;
  if (entry.answer === 'legacy')
    return record.status === true ? wrapped(legacyEnvelopeOf, entry.value, LegacyEnvelopeOf) : AnyLegacyEnvelope;
  // No body on success (read as null), the envelope on a refusal.
  if (entry.answer === 'none') return record.success === false ? AnyEnvelope : entry.value;
  return entry.value;
}

/**
 * Problems of an answer body against its catalogue entry: the envelope with `value` of the entry's
 * schema for successful `/wps` answers, any envelope for refusals; the older generation's envelope
 * with `data` of that schema for its calls (`answer: 'legacy'`), any such envelope for refusals;
 * the bare value for `/lgw` and text answers; no body (null) for `answer: 'none'`, any envelope for
 * its refusals. Empty when the answer matches.
 */
export function answerProblems(entry: Endpoint, body: unknown): string[] {
  const validator = validatorFor(schemaOf(entry, body));
  if (validator.Check(body)) return [];
  return validator
    .Errors(body)
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}`);
}
