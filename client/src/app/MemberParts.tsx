import { MemberHeader } from '../features/identity/MemberHeader';
import { ChatEntry } from '../features/chat/ChatEntry';

export { MemberLabelChip, MemberShortcuts } from '../features/identity/MemberHeader';
export { ChatEntry } from '../features/chat/ChatEntry';

/**
 * The member's parts of the shell, loaded together after a sign-in (never in a visitor's first
 * paint): the header (app/Header.tsx) and the menu drawer's label, shortcuts and chat entry
 * (app/MenuDrawer.tsx) import them from here, so they build as one chunk. The header has the chat
 * entry beside the shortcuts; on a phone's one-row header only while replies wait unread, the
 * menu drawer having the entry.
 */
export default function MemberHeaderWithChat({ compact = false }: { compact?: boolean }) {
  return <MemberHeader compact={compact} extra={<ChatEntry layout={compact ? 'compact' : 'header'} />} />;
}
