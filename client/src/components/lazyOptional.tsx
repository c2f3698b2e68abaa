import { lazy, useEffect, type ComponentType } from 'react';

/**
 * A lazily loaded part that the page can do without, such as a dialog raised when the network
 * fails: when its chunk cannot arrive (the network is gone and no service worker kept it), it
 * renders nothing instead of throwing, which would take down the whole app, as no error boundary
 * sits above the shell's dialogs. Once hidden again, the next showing asks for its chunk again;
 * never while it is shown, which would ask again and again while the network is gone.
 */
/** What a part whose chunk did not arrive shows. */
function Nothing(): null {
  return null;
}

export function lazyOptional<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy<ComponentType<P>>(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          return { default: Nothing };
        },
      ),
    );
  let current = attempt();
  return function Optional(props: P) {
    const Loaded = current;
    useEffect(
      () => () => {
        if (!failed || current !== Loaded) return;
        failed = false;
        current = attempt();
      },
      [Loaded],
    );
    return <Loaded {...props} />;
  };
}
