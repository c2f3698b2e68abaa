import Type from 'typebox';

/** Used for calls whose payload or answer is filled in when their area is built. */
export const Open = Type.Unknown({ description: 'Schema filled when this area is built' });
export const NoPayload = Type.Object({}, { additionalProperties: true });
export const LangCode = Type.String({ pattern: '^[A-Za-z]{2,3}$' });
export const Flag01 = Type.Union([Type.Literal('1'), Type.Literal('0')]);
