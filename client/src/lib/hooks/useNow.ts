import { startTransition, useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs` (countdowns). Each tick renders as a transition: a
 * page that counts down (the lottery's list of draws) re-renders in slices React can interrupt for
 * a tap, instead of in one task every second.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => startTransition(() => setNow(Date.now())), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
