/** Lengths of time in milliseconds, as the sandbox clock counts them. */
export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
