import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import {
  chooseLanguage,
  closeNoticeIfOpen,
  expectEqual,
  expectTrue,
  launchFirstSlot,
  logOut,
  openHome,
  scrollToBottom,
  signIn,
} from './steps';

/**
 * The phone layout (docs/behaviour/phone-layout.md), checked as a person with a phone would:
 * the tab bar, the menu drawer with the vendor lists, the lobby's filter sheet, dialogs as sheets of
 * the whole screen, no page wider than the screen and finger-sized controls. At the desktop size
 * the tab bar is absent and the side menu is there.
 */

/** The least height and width of a control a finger presses (the --touch-target token). */
const TOUCH_TARGET = 44;

/** Settles a dialog's entrance (a slide or a rise) before its box is measured. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** A dialog laid out as a sheet of the whole screen, its close button (when it has one) in view. */
async function expectFullSheet(page: Page, dialog: Locator, what: string, closable = true): Promise<void> {
  await settled(dialog);
  const box = await dialog.boundingBox();
  const screen = page.viewportSize();
  expectTrue(box && screen, `${what} is on screen`);
  if (!box || !screen) return;
  const round = (b: { x: number; y: number; width: number; height: number }) => [b.x, b.y, b.width, b.height].map(Math.round);
  expectEqual(round(box), [0, 0, screen.width, screen.height], `${what}: x, y, width, height`);
  if (!closable) return;
  const close = await dialog.getByRole('button', { name: 'Close' }).first().boundingBox();
  expectTrue(
    close && close.y >= 0 && close.y + close.height <= screen.height && close.x + close.width <= screen.width,
    `${what}: close in view`,
  );
}

/** Opens a page (a fresh load, as a link from elsewhere would) and waits until its main content has a heading. */
async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  // Loading lines are replaced by the page's content: measure that, not a spinner.
  await page.locator('main [aria-busy="true"], main .page-loading').first().waitFor({ state: 'detached' });
}

/**
 * The page is no wider than the screen; on failure, names the elements that stick out. The screen's
 * width is the viewport's as set: a phone's browser widens its layout viewport (innerWidth) to a
 * page wider than the screen, zooming out, so innerWidth would hide the overflow.
 */
async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return null;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      // The innermost ones: a parent that sticks out only because its child does is left out.
      .filter((el, _, all) => !all.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} → ${Math.round(el.getBoundingClientRect().right)}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, wide };
  }, screenWidth);
  expectTrue(overflow === null, `${path} is wider than the screen: ${JSON.stringify(overflow)}`);
}

/**
 * Every visible control inside `scope` (links, buttons, fields; a checkbox by its label) is at least
 * TOUCH_TARGET high and wide.
 */
async function expectFingerSized(scope: Locator, what: string): Promise<void> {
  const small = await scope.evaluateAll((roots, least) => {
    const found: string[] = [];
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>('a[href], button, select, input:not([type="hidden"]), [role="tab"]')) {
        if (el.closest('[hidden], [aria-hidden="true"]') || el.getClientRects().length === 0) continue;
        if (getComputedStyle(el).visibility === 'hidden') continue;
        const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
        const { width, height } = target.getBoundingClientRect();
        if (height < least - 0.5 || width < least - 0.5) {
          const name = el.getAttribute('aria-label') ?? target.textContent?.trim() ?? el.tagName;
          found.push(`${name} (${Math.round(width)}×${Math.round(height)})`);
        }
      }
    }
    return found;
  }, TOUCH_TARGET);
  expectEqual(small, [], `${what}: controls smaller than ${TOUCH_TARGET}×${TOUCH_TARGET}`);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });

async function openDrawer(page: Page): Promise<Locator> {
  await tabBar(page).getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  await settled(drawer);
  return drawer;
}

/**
 * The sum of the layout shifts of the page since it loaded, input aside, with what moved: the
 * browser keeps them (PerformanceObserver 'layout-shift', read from its buffer), reported with the
 * frame that moved them, so two frames are let pass first.
 */
async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(async () => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = (observer.takeRecords() as Shift[]).filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    return {
      total: shifts.reduce((sum, entry) => sum + entry.value, 0),
      moved: shifts.flatMap((entry) =>
        entry.sources.map(
          (s) =>
            `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node)} y ${s.previousRect.y}→${s.currentRect.y}`,
        ),
      ),
    };
  });
}

/**
 * Opens /lottery with one of its two reads (the game menu, the popular lotteries) answered only after
 * the other, and checks that what arrives second moves nothing already on screen.
 */
async function expectLotteryStill(page: Page, baseUrl: string, late: 'menu' | 'popular'): Promise<void> {
  const paths = { menu: '/lgw/games/game_menus', popular: '/lgw/games/popular' };
  const early = late === 'menu' ? paths.popular : paths.menu;
  const earlyAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === early);
  const held = `**${paths[late]}?*`;
  await page.route(held, async (route) => {
    await earlyAnswered;
    // One painted frame with the early answer shown before the late one is let through.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await route.continue();
  });
  try {
    await page.goto(`${baseUrl}/lottery`);
    await page.getByRole('navigation', { name: 'Lottery games' }).getByRole('link').first().waitFor();
    await page.getByRole('main').getByRole('article').first().waitFor();
    const shifts = await layoutShifts(page);
    expectTrue(shifts.total < 0.01, `/lottery with the ${late} arriving last shifts its layout: ${JSON.stringify(shifts)}`);
  } finally {
    await page.unroute(held);
  }
}

/** The balance the platform answers, made a large one: the header must show it whole. */
const LARGE_BALANCE = 1234567.89;

/** The links of a centre's page menu (member or agent centre), as paths. */
async function centrePages(page: Page, menu: string): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: menu });
  await nav.getByRole('link').first().waitFor();
  const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/')))];
}

async function phoneJourney({ page, baseUrl }: JourneyContext): Promise<void> {
  await page.goto(`${baseUrl}/`);
  const disclaimer = page.getByRole('dialog', { name: 'Before you enter' });
  await disclaimer.waitFor();
  // The disclaimer has no close button: it is answered.
  await expectFullSheet(page, disclaimer, 'the disclaimer', false);
  await disclaimer.getByRole('button', { name: 'Enter the site' }).click();
  await closeNoticeIfOpen(page);

  // The tab bar: five tabs at the bottom of the screen, Home current; no side menu on the page.
  const tabs = tabBar(page);
  await tabs.waitFor();
  expectEqual(
    (await tabs.getByRole('listitem').allInnerTexts()).map((text) => text.trim()),
    ['Home', 'Games', 'Promotions', 'Sign in', 'Menu'],
    'the tabs',
  );
  expectEqual(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current'), 'page', 'Home is the current tab');
  const bar = await tabs.boundingBox();
  const screen = page.viewportSize();
  expectTrue(
    bar && screen && Math.round(bar.y + bar.height) === screen.height && Math.round(bar.width) === screen.width,
    'the tab bar is at the bottom',
  );
  expectEqual(await page.getByRole('navigation', { name: 'Site menu' }).count(), 0, 'no side menu beside the page');
  await expectFingerSized(page.getByRole('banner'), 'the header');
  await expectFingerSized(tabs, 'the tab bar');
  await expectFingerSized(page.getByRole('navigation', { name: 'Game categories' }), 'the categories');

  // Sign in from its tab: the login dialog is a sheet of the whole screen.
  await tabs.getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await login.waitFor();
  await expectFullSheet(page, login, 'the login dialog');
  await login.getByRole('button', { name: 'Close' }).first().click();
  await login.waitFor({ state: 'detached' });

  // The menu drawer: the side menu's entries with the vendor lists; a vendor opens its lobby and closes the drawer.
  let drawer = await openDrawer(page);
  const drawerBox = await drawer.boundingBox();
  expectTrue(
    drawerBox && Math.round(drawerBox.x) === 0 && screen && Math.round(drawerBox.height) === screen.height,
    'the drawer slides in from the start side, full height',
  );
  await expectFingerSized(drawer, 'the menu drawer');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  drawer = await openDrawer(page);
  const menu = drawer.getByRole('navigation', { name: 'Site menu' });
  await menu.getByRole('button', { name: 'Show Slots providers' }).click();
  const vendors = menu.getByRole('list', { name: 'Slots providers' });
  expectTrue((await vendors.getByRole('link').count()) > 1, 'the drawer lists the slot vendors');
  await expectFingerSized(vendors, 'the vendor list');
  await vendors.getByRole('link').nth(1).click();
  await page.waitForURL(/\/rng\?vendor=/);
  await drawer.waitFor({ state: 'detached' });
  expectEqual(await tabs.getByRole('link', { name: 'Games' }).getAttribute('aria-current'), 'page', 'Games is the current tab in a lobby');

  // The lobby's filters: a Filters button beside the search opens a sheet with the providers.
  await visit(page, baseUrl, '/rng');
  const lobby = page.getByRole('main');
  await lobby.getByRole('list', { name: 'Slots games' }).waitFor();
  expectEqual(await lobby.getByRole('navigation', { name: 'Game providers' }).count(), 0, 'no provider chips above the games');
  await expectFingerSized(lobby, 'the lobby');
  await lobby.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.waitFor();
  await expectFullSheet(page, sheet, 'the filter sheet');
  await expectFingerSized(sheet, 'the filter sheet');
  const providers = sheet.getByRole('navigation', { name: 'Game providers' });
  const provider = providers.getByRole('link').nth(1);
  const providerName = (await provider.innerText()).trim();
  await provider.click();
  await page.waitForURL(/\/rng\?vendor=/);
  await providers.getByRole('link', { name: providerName, exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
  await sheet.getByRole('button', { name: /^Show \d+ games?$/ }).click();
  await sheet.waitFor({ state: 'detached' });
  await lobby.getByRole('button', { name: 'Filters, 1 chosen' }).waitFor();

  // No page is wider than the screen.
  for (const path of ['/', '/rng', '/lottery', '/register', '/promotions', '/pointMall', '/responsible-gaming', '/download']) {
    await visit(page, baseUrl, path);
    await expectNoSidewaysScroll(page, path);
  }

  // Finger-sized controls on the pages of the games and download areas, in the download modal and the footer.
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Download for Android' }).waitFor();
  await expectFingerSized(main, '/download');
  await visit(page, baseUrl, '/favorite');
  // A visitor on the favourites is asked to sign in; closed, the page offers its own Log In button.
  const asked = page.getByRole('dialog', { name: 'Log In' });
  await asked.waitFor();
  await asked.getByRole('button', { name: 'Close' }).first().click();
  await asked.waitFor({ state: 'detached' });
  await main.getByRole('button', { name: 'Log In' }).waitFor();
  await expectFingerSized(main, '/favorite signed out');
  await (await openDrawer(page)).getByRole('button', { name: 'App Download' }).click();
  const download = page.getByRole('dialog', { name: /^Get the .+ app$/ });
  await download.getByRole('link', { name: 'Download for Android' }).waitFor();
  await expectFullSheet(page, download, 'the download modal');
  await expectFingerSized(download, 'the download modal');
  await download.getByRole('button', { name: 'Close' }).first().click();
  await download.waitFor({ state: 'detached' });
  await scrollToBottom(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('list', { name: 'Follow us' }).getByRole('link').first().waitFor();
  await expectFingerSized(footer, 'the footer');

  // The lottery's game menu is above its board on a phone: whichever of the two arrives last, nothing moves.
  await expectLotteryStill(page, baseUrl, 'menu');
  await expectLotteryStill(page, baseUrl, 'popular');

  // At 320 px in Filipino, whose "Mag-log In" and "Magparehistro" are the widest: the logo's name gives
  // way, then the buttons' text; the header still fits the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  await visit(page, baseUrl, '/');
  await chooseLanguage({ page, phone: true }, 'Filipino');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Magparehistro' }).waitFor();
  await expectNoSidewaysScroll(page, '/ at 320 px in Filipino');
  await expectFingerSized(header, 'the header at 320 px in Filipino');
  expectTrue(
    await header.evaluate((el) => el.scrollWidth <= el.clientWidth),
    'the header at 320 px in Filipino holds its buttons inside the screen',
  );
  await chooseLanguage({ page, phone: true }, 'English', 'Menu ng site');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await header.getByRole('button', { name: 'Log In' }).waitFor();
  await page.setViewportSize({ width: screen?.width ?? 390, height: screen?.height ?? 844 });

  // A member: the compact header (balance and the account button), the member centre's pages. The
  // platform answers a large balance, which the header shows whole.
  const largeBalance = '**/wps/v2/wallets/balance?*';
  await page.route(largeBalance, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { success: boolean; value: { sumBalance: number } };
    if (answer.success) answer.value.sumBalance = LARGE_BALANCE;
    await route.fulfill({ response, json: answer });
  });
  await visit(page, baseUrl, '/');
  await closeNoticeIfOpen(page);
  await signIn(page, baseUrl, 'player1', 'Play1234');
  await closeNoticeIfOpen(page);
  const banner = page.getByRole('banner');
  const balance = banner.getByRole('group', { name: 'Balance' });
  await balance.getByText('₱1,234,567.89').waitFor();
  expectEqual(await banner.getByRole('button', { name: 'Deposit', exact: true }).count(), 0, 'no deposit button in the phone header');
  await expectFingerSized(banner, 'the member header');

  // A game's page, without the tab bar: the header adds "stop now" as an icon; the account name gives
  // way (ending in an ellipsis) and the balance stays whole.
  await visit(page, baseUrl, '/rng');
  await launchFirstSlot(page);
  await banner.getByRole('button', { name: 'Stop now' }).waitFor();
  await balance.getByText('₱1,234,567.89').waitFor();
  await expectFingerSized(banner, 'the header on a game page');
  await expectNoSidewaysScroll(page, '/game');
  expectTrue(
    await balance.locator('output').evaluate((el) => el.scrollWidth <= el.clientWidth),
    'the balance is whole in the header of a game page',
  );
  expectEqual(await banner.getByRole('button', { name: 'Stop now' }).innerText(), '', 'stop now is an icon in the header of a game page');
  await page.unroute(largeBalance);
  await visit(page, baseUrl, '/');
  drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.waitForURL(/\/member\/depositv2$/);
  await drawer.waitFor({ state: 'detached' });
  expectEqual(await tabs.getByRole('link', { name: 'Member' }).getAttribute('aria-current'), 'page', 'Member is the current tab');
  for (const path of await centrePages(page, 'Member centre pages')) {
    await visit(page, baseUrl, path);
    await expectNoSidewaysScroll(page, path);
  }
  // Signing out on a member-centre page lands on the home page, with no login popup.
  await logOut(page, 'player1');
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  await closeNoticeIfOpen(page);
  expectEqual(await page.getByRole('dialog', { name: 'Log In' }).count(), 0, 'no login popup after signing out on a member page');

  // An agent: the agent centre's pages.
  await signIn(page, baseUrl, 'agent1', 'Agent1234');
  await closeNoticeIfOpen(page);
  await visit(page, baseUrl, '/agent');
  for (const path of await centrePages(page, 'Agent centre pages')) {
    await visit(page, baseUrl, path);
    await expectNoSidewaysScroll(page, path);
  }
}

async function desktopJourney({ page, baseUrl }: JourneyContext): Promise<void> {
  await openHome(page, baseUrl);
  await closeNoticeIfOpen(page);
  await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
  expectEqual(await tabBar(page).count(), 0, 'no tab bar on the desktop');
  await visit(page, baseUrl, '/rng');
  await page.getByRole('main').getByRole('navigation', { name: 'Game providers' }).waitFor();
  expectEqual(
    await page.getByRole('button', { name: 'Filters' }).count(),
    0,
    'the desktop lobby shows its provider chips, no Filters button',
  );
  expectEqual(await tabBar(page).count(), 0, 'no tab bar in a lobby on the desktop');
}

export const journeys: Journey[] = [
  {
    name: 'phone layout: tab bar, menu drawer with vendors, filter sheet, dialogs as sheets, no sideways scroll, finger-sized controls',
    async run(ctx) {
      await (ctx.phone ? phoneJourney(ctx) : desktopJourney(ctx));
    },
  },
];
