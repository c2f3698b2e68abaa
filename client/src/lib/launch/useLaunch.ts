import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LaunchOptions, LaunchResult, LaunchTarget, LotteryLaunch } from './launch';

/** The launch code arrives with the first launch: the menus that offer one are on every first paint. */
const launchCode = () => import('./launch');

/**
 * Launch functions for components: they navigate to the frame, /game or /seamless (or the Vietnam lottery page) when
 * the launch succeeds, and report `busy` so a second click does not start a second launch.
 */
export function useLaunch() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const follow = useCallback(
    async (start: () => Promise<LaunchResult>) => {
      setBusy(true);
      try {
        const result = await start();
        if (result.kind === 'frame') navigate(result.path);
        else if (result.kind === 'route') navigate(result.to);
        return result;
      } finally {
        setBusy(false);
      }
    },
    [navigate],
  );

  const play = useCallback(
    (game: LaunchTarget, options?: LaunchOptions) => follow(async () => (await launchCode()).launchGame(game, options)),
    [follow],
  );
  const playLottery = useCallback(
    (lottery: LotteryLaunch, options?: LaunchOptions) => follow(async () => (await launchCode()).launchLottery(lottery, options)),
    [follow],
  );
  return { play, playLottery, busy };
}
