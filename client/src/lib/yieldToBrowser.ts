/** The Prioritized Task Scheduling API's `scheduler.yield`, where the browser has it. */
interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so that start-up work the browser would run as
 * one long task is cut into shorter ones it can answer a tap between. `scheduler.yield()` where the
 * browser has it (its continuation runs before other queued tasks); a message otherwise, as a
 * nested setTimeout waits at least 4 ms.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
