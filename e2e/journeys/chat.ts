import type { Locator, Page } from 'playwright-core';
import type { Journey, JourneyContext } from '../harness';
import { closeNoticeIfOpen, closeReceiptPromptAfter, expectTrue, openHome, openSiteMenu, receiptConfirmationsRead, signIn } from './steps';

/** The member of this journey: no other journey chats, so its conversation starts empty on each fresh site. */
const MEMBER = 'mobile1';
const QUESTION = 'Hello, has my deposit arrived?';
const ANSWER = 'Yes, it was credited a minute ago.';

/** Signs in from the home page and closes the prompt about waiting withdrawal receipts, if it asks. */
async function signInQuietly(ctx: JourneyContext): Promise<void> {
  const { page, baseUrl } = ctx;
  await openHome(page, baseUrl);
  await closeNoticeIfOpen(page);
  const asked = receiptConfirmationsRead(page);
  await signIn(page, baseUrl, MEMBER, 'Play1234');
  await closeReceiptPromptAfter(page, asked);
}

/** Opens the page again, as a member does to see what is new; the visit asks about receipts again. */
async function reload(page: Page): Promise<void> {
  const asked = receiptConfirmationsRead(page);
  await page.reload();
  await closeReceiptPromptAfter(page, asked);
}

/**
 * The chat entry: the header's icon on the desktop; on a phone the header's icon while replies wait
 * unread (`fromHeader`), else the menu drawer's entry.
 */
async function chatEntry(ctx: JourneyContext, name: string, fromHeader = !ctx.phone): Promise<Locator> {
  const { page } = ctx;
  if (fromHeader) return page.getByRole('banner').getByRole('button', { name, exact: true });
  await openSiteMenu(ctx);
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name, exact: true });
}

/** Presses the entry and answers the chat window it opens, once its conversation shows. */
async function openChat(ctx: JourneyContext, entry: Locator): Promise<Page> {
  const opened = ctx.context.waitForEvent('page');
  await entry.click();
  const chat = await opened;
  await chat.getByRole('heading', { name: 'Customer service' }).waitFor();
  await chat.getByRole('list', { name: 'Conversation' }).waitFor({ state: 'attached' });
  return chat;
}

export const journeys: Journey[] = [
  {
    name: 'chat: a member writes to customer service, the operator replies at the desk, the reply waits unread until read',
    async run(ctx) {
      const { page, context } = ctx;
      await signInQuietly(ctx);

      // The member opens the chat and writes.
      const chat = await openChat(ctx, await chatEntry(ctx, 'Chat with us'));
      await chat.getByText('No messages yet.').waitFor();
      await chat.getByLabel('Message').fill(QUESTION);
      await chat.getByRole('button', { name: 'Send' }).click();
      await chat.getByRole('list', { name: 'Conversation' }).getByText(QUESTION).waitFor();
      await chat.close();

      // The operator finds the conversation waiting at the desk and replies.
      const desk = await context.newPage();
      await desk.goto(`${ctx.sandboxUrl}/__desk`);
      const conversation = desk.getByRole('region', { name: new RegExp(`${MEMBER} · Customer service · waiting for a reply`) });
      await conversation.getByText(QUESTION).waitFor();
      await conversation.getByLabel(/^Reply to C\d+$/).fill(ANSWER);
      await conversation.getByRole('button', { name: /^Send the reply to C\d+$/ }).click();
      await desk.getByRole('status').filter({ hasText: 'answered.' }).waitFor();
      await desk
        .getByRole('region', { name: new RegExp(`${MEMBER} · Customer service · answered`) })
        .getByText(ANSWER)
        .waitFor();
      await desk.close();

      // Back on the site, the reply counts unread in the header (on a phone too, while it waits).
      await page.bringToFront();
      await reload(page);
      const waiting = await chatEntry(ctx, 'Chat with us, 1 unread reply', true);
      await waiting.waitFor();
      expectTrue((await waiting.textContent())?.includes('1'), 'the badge shows one reply');

      // Opening the chat shows the reply and reads it.
      const again = await openChat(ctx, waiting);
      const thread = again.getByRole('list', { name: 'Conversation' });
      await thread.getByText(ANSWER).waitFor();
      await thread.getByText(QUESTION).waitFor();
      await again.close();

      await page.bringToFront();
      await reload(page);
      await (await chatEntry(ctx, 'Chat with us')).waitFor();
      expectTrue(
        (await page
          .getByRole('banner')
          .getByRole('button', { name: /unread repl/ })
          .count()) === 0,
        'no reply waits any more',
      );
    },
  },
];
