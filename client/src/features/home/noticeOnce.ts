import { readSession, writeSession } from '../../lib/storage';

/**
 * The notice popup opens by itself once per browser session, like the platform's session-cached
 * index notice; the mark belongs to the visit, so a sign-out keeps it (storage.ts VisitSessionKeys).
 * Storage can be unavailable (private modes): then it opens once per page load.
 */
let shownThisLoad = false;

export function noticeAlreadyShown(): boolean {
  return shownThisLoad || readSession('indexNotice') === '1';
}

export function markNoticeShown(): void {
  shownThisLoad = true;
  writeSession('indexNotice', '1');
}

/** Tests start each case as a new visit. */
export function resetNoticeShown(): void {
  shownThisLoad = false;
}
