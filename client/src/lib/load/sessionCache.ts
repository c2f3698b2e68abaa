/**
 * Answers kept for the browser session under `load:<name>`, each remembering the request key it
 * answered so a cached answer is never shown for another request (another language, merchant…).
 * Storage can be blocked (privacy modes, sandboxed frames): then nothing is cached and reads miss.
 */
const PREFIX = 'load:';

export function readCached<T>(name: string, key: string): T | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(PREFIX + name);
    if (!text) return undefined;
    const entry = JSON.parse(text) as { key?: unknown; value?: T };
    return entry.key === key ? entry.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCached<T>(name: string, key: string, value: T): void {
  try {
    globalThis.sessionStorage?.setItem(PREFIX + name, JSON.stringify({ key, value }));
  } catch {
    // Quota exceeded or storage blocked: the answer is simply not cached.
  }
}
