import Type, { type Static } from 'typebox';
import { Id, Ms, PageNo, PageSize } from '../records/schemas';

/** The member's inbox: a page of messages, their kinds, and marking or deleting some. */

const Open = { additionalProperties: true } as const;

/** CSP_getInbox takes pageNo/pageSize, the newer EMFE_getInbox page/size: both are read. */
export const InboxQuery = Type.Object(
  {
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
    page: Type.Optional(PageNo),
    size: Type.Optional(PageSize),
  },
  Open,
);
export type InboxQuery = Static<typeof InboxQuery>;

export const MessageKinds = ['NOTICE', 'DEPOSIT_CREDITED', 'DEPOSIT_FAILED', 'WITHDRAW_APPROVED', 'WITHDRAW_REJECTED'] as const;
export const InboxMessage = Type.Object({
  id: Id,
  title: Type.String(),
  /** Plain text or simple HTML; the client sanitizes it before showing it. */
  content: Type.String(),
  kind: Type.Enum(MessageKinds),
  createdAt: Ms,
  read: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxValue = Type.Object({
  list: Type.Array(InboxMessage),
  pageNo: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  totalCount: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
  unread: Type.Integer({ minimum: 0 }),
});
export type InboxValue = Static<typeof InboxValue>;

export const MessageIdsPayload = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) }, Open);
export type MessageIdsPayload = Static<typeof MessageIdsPayload>;
