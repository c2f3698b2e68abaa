import type { Journey, JourneyContext } from '../harness';
import { centreMenu, centrePageState, closeNoticeIfOpen, expectEqual, openHome, signIn, type Centre, type PageState } from './steps';

/**
 * Every member and agent page on the platform this run fronts: it works (no raw error code, no false
 * "check your network", not stuck loading) or it has stepped aside (no menu entry, and its address
 * shows the centre's "Page not found"). In the full sandbox every page the account may open works; in
 * the reference profile (a platform with only its documented calls) none may break. The run prints
 * each page's state: the figure of pages that break on a platform without our calls.
 */

async function survey(ctx: JourneyContext, centre: Centre, username: string, password: string): Promise<Map<string, PageState>> {
  const { page, baseUrl } = ctx;
  await openHome(page, baseUrl);
  await closeNoticeIfOpen(page);
  await signIn(page, baseUrl, username, password);
  const states = new Map<string, PageState>();
  const broken: string[] = [];
  for (const id of Object.keys(centreMenu(centre))) {
    if (NOT_FOR[centre].has(id)) continue;
    const { state, why } = await centrePageState(page, baseUrl, centre, id);
    states.set(id, state);
    if (state === 'breaks') broken.push(`${id} (${why})`);
  }
  console.log(
    `      ${centre} pages as ${username} on the ${ctx.profile} sandbox: ${[...states].map(([id, s]) => `${id} ${s}`).join(', ')}`,
  );
  expectEqual(broken, [], `${centre} pages that break`);
  return states;
}

/** Pages an account never has, whatever the platform: a member's transfer to upline (player1's brand does not allow it). */
const NOT_FOR = { member: new Set(['transferUpline']), agent: new Set<string>() };

export const journeys: Journey[] = [
  {
    name: 'offered: every member and agent page works or steps aside, none breaks',
    async run(ctx) {
      const member = await survey(ctx, 'member', 'player1', 'Play1234');
      await ctx.context.clearCookies();
      await ctx.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const agent = await survey(ctx, 'agent', 'agent1', 'Agent1234');
      if (ctx.profile === 'full') {
        // The full sandbox offers every call: nothing may have stepped aside.
        const hidden = [...member, ...agent].filter(([, state]) => state === 'hidden').map(([id]) => id);
        expectEqual(hidden, [], 'pages hidden in the full sandbox');
      } else {
        // A platform that offers only its documented calls still has the withdraw page.
        expectEqual(member.get('withdraw'), 'works', 'the withdraw page on a platform with only documented calls');
      }
    },
  },
];
