/** The refusals of the chat calls (HTTP 200, `success: false`, this `errorCode`). Plain data. */
export const ChatError = {
  /** A trial (free-play) account may not chat: spec "Protected actions", the same code as a trial game launch. */
  trialAccount: 'trial.account',
  /** The chat kind asked for is not open to the member's group. */
  notPermitted: 'chat.not.permitted',
  /** No chat kind has that id. */
  modelUnknown: 'chat.model.not.found',
} as const;
export type ChatError = (typeof ChatError)[keyof typeof ChatError];
