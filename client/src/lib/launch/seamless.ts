import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { readLocal, writeLocal } from '../storage';
import { brand } from '../stores/brand';

/** Path of the site's game frame, inside the shell. */
export const GAME_FRAME_PATH = '/game';
/** Path of seamless mode: the game edge to edge, the shell's bars hidden. */
export const SEAMLESS_PATH = '/seamless';

/** The player's own pick of seamless mode, kept across reloads; it counts only where the brand leaves the choice open. */
const chosen = signal(readLocal('seamlessPlay') === '1');

/** Whether the brand lets the player choose between the frame and seamless mode. */
export const seamlessChoiceOffered: ReadonlySignal<boolean> = computed(() => brand.value.seamlessPlay === 'choice');

/** Whether launched games open in seamless mode: the brand's setting, or the player's pick where it leaves the choice open. */
export const seamlessPlay: ReadonlySignal<boolean> = computed(() => {
  const setting = brand.value.seamlessPlay;
  return setting === 'seamless' || (setting === 'choice' && chosen.value);
});

export function chooseSeamless(on: boolean): void {
  chosen.value = on;
  writeLocal('seamlessPlay', on ? '1' : '0');
}

/** Where a game launched now opens. */
export function framePath(): typeof GAME_FRAME_PATH | typeof SEAMLESS_PATH {
  return seamlessPlay.value ? SEAMLESS_PATH : GAME_FRAME_PATH;
}
