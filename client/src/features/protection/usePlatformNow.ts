import { useEffect, useState } from 'react';
import { platformNow } from './protectionData';

/** How often a shown countdown looks at the clock again. */
export const CLOCK_TICK_MS = 30_000;

/**
 * The platform's time, kept current while shown: it moves every CLOCK_TICK_MS and exactly at
 * `wakeAt` (a pending change's effectiveAt), so a Confirm button is enabled when its time comes.
 */
export function usePlatformNow(offset: number, wakeAt: number | null): number {
  const [device, setDevice] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setDevice(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (wakeAt === null) return;
    const wait = wakeAt - platformNow(offset);
    if (wait <= 0 || wait > CLOCK_TICK_MS) return;
    const timer = setTimeout(() => setDevice(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [wakeAt, offset, device]);
  return platformNow(offset, device);
}
