import Type from 'typebox';
import type { SchemasFor } from '../../api/endpoint';
import type { chatWire } from './wire';
import { ChatLaunchQuery, ChatLaunchValue, ChatModelsValue, ChatPermissionValue } from './schemas';

/** Payload and answer schemas of the chat calls (an empty entry keeps the defaults, see SchemasFor). */
export const chatSchemas = {
  'chat.unreadCount': { value: Type.Integer({ minimum: 0 }) },
  'chat.launch': { payload: ChatLaunchQuery, value: ChatLaunchValue },
  'chat.models': { value: ChatModelsValue },
  'chat.permission': { value: ChatPermissionValue },
} satisfies SchemasFor<typeof chatWire>;
