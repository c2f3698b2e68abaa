/**
 * The notice popup opens by itself once per browser session, like the platform's session-cached index notice.
 * Storage can be unavailable (private modes): then it opens once per page load.
 */
const KEY = 'indexNotice';
let shownThisLoad = false;

export function noticeAlreadyShown(): boolean {
  if (shownThisLoad) return true;
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markNoticeShown(): void {
  shownThisLoad = true;
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // remembered for this page load only
  }
}

/** Tests start each case as a new visit. */
export function resetNoticeShown(): void {
  shownThisLoad = false;
}
