import type { Locator, Page } from 'playwright-core';
import type { Journey } from '../harness';
import { closeNoticeIfOpen, expectEqual, logOut, openHome, signIn, launchFirstSlot, spinOnce, expectPagesHidden } from './steps';

/** The agent centre: a downline opened with a daily-salary offer, accepted, played, and paid once a day is over. */

const DAY_MS = 86_400_000;

async function openAgentPage(page: Page, label: string, id: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Agent centre pages' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/agent/${id}` && url.search === '');
}

function rowWith(table: Locator, ...texts: (string | RegExp)[]): Locator {
  return texts.reduce<Locator>((rows, text) => rows.filter({ hasText: text }), table.getByRole('row'));
}

/** Rows of `member` whose status cell reads exactly `status` ("Paid" is also inside "Unpaid …"). */
function settled(table: Locator, member: string, status: string): Locator {
  // By the cell's text: on a narrow page each cell is a card line whose column name joins its accessible name.
  return rowWith(table, member).filter({
    has: table
      .page()
      .locator('td')
      .filter({ hasText: new RegExp(`^${status}$`) }),
  });
}

/** The daily-salary settlements of the contracts agent1 gave, over the last week (the platform pays a top agent's). */
async function paidSalaries(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/agent/agentDailyWages2?side=PAID&range=prev7`);
  const settlements = page.getByRole('region', { name: 'Settlements' });
  await settlements.getByRole('tab', { name: 'Paid to my downline', selected: true }).waitFor();
  const table = settlements.getByRole('table', { name: 'Settlements of the contracts you gave your downline' });
  await table.waitFor();
  return table;
}

export const journeys: Journey[] = [
  {
    name: 'agent: a downline opened with a daily salary accepts it, plays, and is paid once when the day is over',
    // Its own site: it moves the platform's clock two days on, which would put the other journeys'
    // new rows outside the days their browsers call "the last 7".
    site: () => ({}),
    // Contracts and the team overview rest on sandbox-only calls: on a platform without them their
    // pages step aside, and the rest of the agent centre stays (the offered journey).
    async reference(ctx) {
      await expectPagesHidden(ctx, 'agent', { username: 'agent1', password: 'Agent1234' }, [
        'agentTeamOverview',
        'agentDividendRecord2',
        'agentDailyWages2',
        'agentHourSalary',
        'agentRealtimeSalary',
      ]);
    },
    async run(ctx) {
      const { page, baseUrl } = ctx;
      const downline = 'teamdl01';
      // The browser's clock follows the sandbox's when the journey moves it, so "the last 7 days"
      // in the pages covers the days the platform has lived through.
      await ctx.context.clock.install();
      const advance = async (ms: number) => {
        const { value } = (await ctx.dev('/__dev/clock', { advanceMs: ms })) as { value: { now: number } };
        await ctx.context.clock.setSystemTime(value.now);
      };
      await openHome(page, baseUrl);
      await closeNoticeIfOpen(page);
      await signIn(page, baseUrl, 'agent1', 'Agent1234');

      // The centre opens on the team overview; the register page opens an account with a salary offer.
      await page.goto(`${baseUrl}/agent`);
      await page.waitForURL((url) => url.pathname === '/agent/agentTeamOverview');
      await page.getByRole('heading', { name: 'Team overview', level: 2 }).waitFor();
      await openAgentPage(page, 'Register account', 'registerCenter');
      const form = page.getByRole('form', { name: 'Open an account' });
      await form.getByLabel('Username').fill(downline);
      await form.getByLabel('Password', { exact: true }).fill('Play1234');
      await form.getByLabel('Account type').selectOption({ label: 'Member' });
      await form.getByRole('button', { name: 'Add a contract offer' }).click();
      const kind = form.getByLabel('Contract type');
      if (await kind.isVisible()) await kind.selectOption({ label: 'Daily salary' });
      await form.getByLabel('Team valid bet').fill('0');
      await form.getByLabel('Minimum active members').fill('0');
      await form.getByLabel('Rate (%)').fill('1');
      await form.getByRole('button', { name: 'Open the account' }).click();
      await form.getByText(`Account ${downline} was opened as Member.`).waitFor();

      // The new account is in the team list, and the agent sends it money to play with.
      await openAgentPage(page, 'Team management', 'downlineManagmentView');
      const team = page.getByRole('table').filter({ hasText: downline });
      await rowWith(team, downline, /Daily salary/).waitFor();
      await page.goto(`${baseUrl}/member/transferUpline?to=${downline}`);
      const transfer = page.getByRole('form', { name: 'Transfer to a downline' });
      expectEqual(await transfer.getByLabel("Downline's username").inputValue(), downline, 'the transfer names the downline');
      await transfer.getByLabel('Amount', { exact: true }).fill('500');
      await transfer.getByLabel('Sign-in password').fill('Agent1234');
      await transfer.getByRole('button', { name: 'Send to downline' }).click();
      await transfer.getByRole('status').filter({ hasText: downline }).waitFor();
      await logOut(page, 'agent1');

      // The downline is asked about the offer at sign-in and accepts it.
      await signIn(page, baseUrl, downline, 'Play1234');
      const prompt = page.getByRole('dialog', { name: 'Contract offer from agent1' });
      await prompt.getByRole('button', { name: 'Accept', exact: true }).click();
      await prompt.waitFor({ state: 'detached' });

      // One slot round at ₱100.00: a day's team valid bet of 100.00 pays 1 %.
      await page.goto(`${baseUrl}/rng?vendor=JL`);
      await spinOnce(await launchFirstSlot(page, '100'));
      await page.getByRole('button', { name: 'Back' }).click();
      await logOut(page, downline);

      // A day later the salary is paid: 1.00 to the downline, shown on the agent's page.
      await advance(DAY_MS + 3_600_000);
      await signIn(page, baseUrl, 'agent1', 'Agent1234');
      let paid = await paidSalaries(page, baseUrl);
      await settled(paid, downline, 'Paid').filter({ hasText: '100.00' }).filter({ hasText: '1.00' }).waitFor();

      // Team betting shows agent1's level: the downline's bet in its own row, and a sub-agent's team opens in turn.
      await page.goto(`${baseUrl}/agent/agentTeamBetting?range=prev7`);
      const bets = page.getByRole('table', { name: 'Team bets in the chosen period' });
      await rowWith(bets, downline, '100.00').waitFor();
      await bets.getByRole('link', { name: "Open subagent1's team" }).click();
      await page.waitForURL(/user=subagent1/);
      const sub = page.getByRole('table', { name: "Bets of subagent1's team in the chosen period" });
      await rowWith(sub, 'subagent1 (own)').waitFor();
      await page.getByRole('navigation', { name: 'Team levels' }).getByRole('link', { name: 'My team' }).click();
      await rowWith(bets, downline, '100.00').waitFor();

      // Another day: the day with no bets is not reached, and the salary stays paid once.
      await page.goto(`${baseUrl}/`);
      await logOut(page, 'agent1');
      await advance(DAY_MS);
      await signIn(page, baseUrl, 'agent1', 'Agent1234');
      paid = await paidSalaries(page, baseUrl);
      await settled(paid, downline, 'Not reached').first().waitFor();
      expectEqual(await settled(paid, downline, 'Paid').count(), 1, 'the salary is paid once');
    },
  },
];
