import Type, { type Static, type TSchema } from 'typebox';

export { ErrorCode } from './errorCode';
export { ok, fail, isEnvelope, type Envelope } from './envelopeCore';
export { legacyOk, legacyFail, toLegacy, isLegacyEnvelope, readEnvelope, type LegacyEnvelope } from './legacyEnvelope';

/** The envelope as a schema around an answer's `value` schema (answer checks, server side). */
export const EnvelopeOf = <V extends TSchema>(value: V) =>
  Type.Object({
    success: Type.Boolean(),
    value,
    message: Type.Optional(Type.String()),
    errorCode: Type.Optional(Type.String()),
  });

export const AnyEnvelope = EnvelopeOf(Type.Unknown());
export type AnyEnvelope = Static<typeof AnyEnvelope>;

/** The older generation's envelope as a schema around an answer's `data` schema (answer checks, server side). */
export const LegacyEnvelopeOf = <V extends TSchema>(data: V) =>
  Type.Object({
    status: Type.Boolean(),
    description: Type.String(),
    data,
  });

export const AnyLegacyEnvelope = LegacyEnvelopeOf(Type.Unknown());
export type AnyLegacyEnvelope = Static<typeof AnyLegacyEnvelope>;
