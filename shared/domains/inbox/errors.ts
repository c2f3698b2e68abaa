/** The refusals of the inbox calls (HTTP 200, `success: false`, this `errorCode`). Plain data. */
export const InboxError = {
  messageUnknown: 'message.not.found',
} as const;
export type InboxError = (typeof InboxError)[keyof typeof InboxError];
