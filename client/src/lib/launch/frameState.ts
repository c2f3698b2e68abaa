import { signal } from '@preact/signals-core';

/** The game open in the frame: its launch address and the name its frame is titled with. */
export interface GameFrame {
  url: string;
  title: string;
}

const URL_KEY = 'gameUrl';
const TITLE_KEY = 'gameName';

// Session storage keeps the frame across a reload of /game; it may be blocked (privacy modes),
// in which case the frame simply lives as long as the page.
function readStored(): GameFrame | null {
  try {
    const url = sessionStorage.getItem(URL_KEY);
    return url ? { url, title: sessionStorage.getItem(TITLE_KEY) ?? '' } : null;
  } catch {
    return null;
  }
}

export const gameFrame = signal<GameFrame | null>(readStored());

export function openGameFrame(frame: GameFrame): void {
  gameFrame.value = frame;
  try {
    sessionStorage.setItem(URL_KEY, frame.url);
    sessionStorage.setItem(TITLE_KEY, frame.title);
  } catch {
    // not persisted: the frame still opens
  }
}

/** Launch addresses carry single-use tickets, so a closed game's address is dropped. */
export function closeGameFrame(): void {
  gameFrame.value = null;
  try {
    sessionStorage.removeItem(URL_KEY);
    sessionStorage.removeItem(TITLE_KEY);
  } catch {
    // nothing stored
  }
}

/** The origin a game frame's messages must come from (the launch CDN that served it). */
export function frameOrigin(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}
