import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { memberWire } from './wire';
import { MemberInfo, UpdateLanguagePayload } from './schemas';

/** Payload and answer schemas of the member calls (an empty entry keeps the defaults, see SchemasFor). */
export const memberSchemas = {
  'member.info': { value: MemberInfo },
  'member.icon': { value: Type.String() },
  'member.updateLanguage': { payload: UpdateLanguagePayload, value: Type.Null() },
} satisfies SchemasFor<typeof memberWire>;
