import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { useAgentCentreTexts } from '../features/agent/agentCentreTexts';
import { MemberFrame, trailOf, type CentreTrail, type MemberFrameContent } from '../features/member/MemberFrame';
import { useMembersOnlyPrompt } from '../lib/hooks/useMembersOnlyPrompt';
import { role } from '../lib/stores/session';
import { flags } from '../lib/stores/status';
import { DEFAULT_AGENT_PAGE, visibleAgentPages } from './agentPages';
import './member-centre.css';

/**
 * /agent and /agent/<page>: the agent centre, in the member centre's frame. The URL names the active
 * page, so a reload keeps it, Back returns to the previous page and a link opens one; /agent opens
 * the team overview (the first page offered where the platform lacks it). Only agents (account types 1, 2, 41, 42) get the menu: a member reads that the
 * centre is for agents, a trial account gets the 'register first' warning, a visitor the login popup.
 */
export default function AgentCentre() {
  useSignals();
  const navigate = useNavigate();
  const location = useLocation();
  const pageId = useParams()['*'] ?? '';
  const texts = useAgentCentreTexts();
  const who = role.value;

  useMembersOnlyPrompt(who === 'visitor' || who === 'trial');

  const trail = trailOf(location.state, location.key);
  // Closing returns past every page opened inside the centre, or home when the centre came first.
  const close = () => (trail.entered ? navigate(-(trail.depth + 1)) : navigate('/'));
  const linkState: CentreTrail = { depth: trail.depth + 1, entered: trail.entered };

  const items = who === 'agent' ? visibleAgentPages(flags.value) : [];

  let content: MemberFrameContent;
  if (who === 'visitor') content = { kind: 'signIn' };
  else if (who === 'trial') content = { kind: 'trial' };
  else if (who === 'member') content = { kind: 'notice', title: texts.agentsOnlyTitle, text: texts.agentsOnly };
  else if (pageId === '') {
    // The spec's default page, or the first the platform offers when it lacks that one's calls.
    const first = items.some((p) => p.id === DEFAULT_AGENT_PAGE) ? DEFAULT_AGENT_PAGE : items[0]?.id;
    if (first) return <Navigate to={`/agent/${first}`} replace state={{ depth: trail.depth, entered: trail.entered }} />;
    content = { kind: 'notFound' };
  } else {
    const page = items.find((p) => p.id === pageId);
    content = page ? { kind: 'page', Page: page.Page } : { kind: 'notFound' };
  }

  return <MemberFrame items={items} linkState={linkState} onClose={close} content={content} basePath="/agent" texts={texts} />;
}
