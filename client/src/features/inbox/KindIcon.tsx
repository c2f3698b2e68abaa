import type { InboxMessage } from '../../../../shared/domains/inbox/schemas';

type Kind = InboxMessage['kind'];

/** A shape per message kind (a bell, a coin in or out, a tick or a cross), beside the kind's written label. */
export function KindIcon({ kind }: { kind: Kind }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (kind) {
    case 'DEPOSIT_CREDITED':
    case 'WITHDRAW_APPROVED':
      return (
        <svg {...common} className="inbox-kind__icon inbox-kind__icon--good">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'DEPOSIT_FAILED':
    case 'WITHDRAW_REJECTED':
      return (
        <svg {...common} className="inbox-kind__icon inbox-kind__icon--bad">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      );
    case 'NOTICE':
      return (
        <svg {...common} className="inbox-kind__icon">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      );
  }
}
