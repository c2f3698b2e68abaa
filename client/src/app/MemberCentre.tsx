import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import type { MerchantWalletValue } from '../../../shared/domains/cashier/schemas';
import { MemberFrame, trailOf, type CentreTrail, type MemberFrameContent } from '../features/member/MemberFrame';
import { call } from '../lib/api';
import { failure } from '../lib/load/answer';
import { useLoad } from '../lib/load/useLoad';
import { useMembersOnlyPrompt } from '../lib/hooks/useMembersOnlyPrompt';
import { memberInfo, role } from '../lib/stores/session';
import { flags } from '../lib/stores/status';
import { memberPages, visibleMemberPages } from './memberPages';
import './member-centre.css';

/**
 * /member and /member/<page>: the member centre. The URL names the active page, so a reload keeps
 * it, Back returns to the previous page and a link opens one; /member opens the menu's first page.
 * Visitors get the login popup and trial accounts the 'register first' warning.
 */
export default function MemberCentre() {
  useSignals();
  const navigate = useNavigate();
  const location = useLocation();
  const pageId = useParams()['*'] ?? '';
  const who = role.value;
  const signedIn = who === 'member' || who === 'agent';

  useMembersOnlyPrompt(!signedIn);

  const merchantWallet = useLoad<MerchantWalletValue>(
    signedIn ? 'merchantWallet' : null,
    async (signal) => {
      const answer = await call('cashier.merchantWallet', undefined, { signal });
      return answer.success ? { success: true, value: answer.value } : failure(answer);
    },
    { sessionCache: 'merchantWallet' },
  );

  const trail = trailOf(location.state, location.key);
  // Closing returns past every page opened inside the centre, or home when the centre came first.
  const close = () => (trail.entered ? navigate(-(trail.depth + 1)) : navigate('/'));
  const linkState: CentreTrail = { depth: trail.depth + 1, entered: trail.entered };

  const wallet = merchantWallet.state.value;
  const items =
    signedIn && wallet
      ? visibleMemberPages({
          role: who,
          toUpline: memberInfo.value?.toUpline === true,
          flags: flags.value,
          singleWallet: wallet.isSingle,
          labelled: Boolean(memberInfo.value?.clubLabel) || (memberInfo.value?.memberLabel.length ?? 0) > 0,
        })
      : [];

  // The menu's counts (pending missions): read for the entries shown, again as the page changes.
  const counted = items.filter((p) => p.badge);
  const badges = useLoad<Record<string, number>>(
    counted.length > 0 ? `badges:${counted.map((p) => p.id).join(',')}` : null,
    async (signal) => {
      const counts = await Promise.all(counted.map(async (p) => [p.id, await p.badge!(signal)] as const));
      return { success: true, value: Object.fromEntries(counts) };
    },
    { refreshOn: pageId, keepPrevious: true },
  );
  const counts = badges.state.value ?? {};
  const menu = items.map((p) => ({ id: p.id, labelKey: p.labelKey, badge: counts[p.id] ?? 0 }));

  let content: MemberFrameContent;
  if (who === 'visitor') content = { kind: 'signIn' };
  else if (who === 'trial') content = { kind: 'trial' };
  else if (!wallet) content = { kind: 'waiting', load: merchantWallet };
  else if (pageId === '') {
    const first = items[0];
    if (first) return <Navigate to={`/member/${first.id}`} replace state={{ depth: trail.depth, entered: trail.entered }} />;
    content = { kind: 'notFound' };
  } else {
    const page = items.find((p) => p.id === pageId);
    // A page that needs the member's info (transfer to upline) waits for it rather than saying it is missing.
    const undecided = !page && memberPages.some((p) => p.id === pageId && (memberInfo.value === null || p.undecided?.() === true));
    content = page ? { kind: 'page', Page: page.Page } : undecided ? { kind: 'loading' } : { kind: 'notFound' };
  }

  return <MemberFrame items={menu} linkState={linkState} onClose={close} content={content} />;
}
