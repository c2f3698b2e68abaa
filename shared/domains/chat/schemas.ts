import Type, { type Static } from 'typebox';

/**
 * The chat service (CBS3). No public client shows these answers (docs: contract/GUESSES.md); the
 * platform's own site reads `value.chatUrl` from CBS_launchChat (reference §5.4), the rest is ours.
 */

const Open = { additionalProperties: true } as const;

/** The kinds of chat a platform offers: customer service for every member, a VIP host for the VIP group. */
export const ChatTypes = ['SERVICE', 'VIP'] as const;
export type ChatType = (typeof ChatTypes)[number];

/** One chat a member may open (CBS_modelList): its id, name and kind. */
export const ChatModel = Type.Object(
  {
    modelId: Type.Integer({ minimum: 1 }),
    modelName: Type.String(),
    chatType: Type.Enum(ChatTypes),
  },
  Open,
);
export type ChatModel = Static<typeof ChatModel>;
export const ChatModelsValue = Type.Array(ChatModel);

/** CBS_groupPermission: whether the member's group may chat, and the chats open to it (ids of the model list). */
export const ChatPermissionValue = Type.Object(
  {
    allowed: Type.Boolean(),
    modelIds: Type.Array(Type.Integer({ minimum: 1 })),
  },
  Open,
);
export type ChatPermissionValue = Static<typeof ChatPermissionValue>;

/** CBS_launchChat: the chat to open; without it, the first chat open to the member. */
export const ChatLaunchQuery = Type.Object({ modelId: Type.Optional(Type.Integer({ minimum: 1 })) }, Open);
export type ChatLaunchQuery = Static<typeof ChatLaunchQuery>;

/** The chat window's address, for the member only. */
export const ChatLaunchValue = Type.Object({ chatUrl: Type.String({ minLength: 1 }) }, Open);
export type ChatLaunchValue = Static<typeof ChatLaunchValue>;
