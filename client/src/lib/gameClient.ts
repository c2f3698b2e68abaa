import { isPhone } from './phoneLayout';

/** A game client as the platform's list and launch calls name it. */
export interface GameClient {
  platform: string;
  clientType: number;
}

/**
 * The mobile site's game client, `html5` with client type 2 (the upstream contract's
 * GCSGAME_gameList row): what a phone (the phone layout's breakpoint) lists and launches, so it
 * gets the games made for it (docs/behaviour/phone-layout.md).
 */
export const MOBILE_GAME_CLIENT = { platform: 'html5', clientType: 2 } as const satisfies GameClient;

/** The game client of this window now, read when the call is made: `desktop` on a desktop, the mobile site's on a phone. */
export function gameClientFor<Desktop extends GameClient>(desktop: Desktop): Desktop | typeof MOBILE_GAME_CLIENT {
  return isPhone() ? MOBILE_GAME_CLIENT : desktop;
}
