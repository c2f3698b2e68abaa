import type { ComponentType, ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { EndpointKey } from '../../../shared/api/wire';
import { offers } from '../lib/stores/offered';
import NotFoundPage from '../features/notFound/NotFoundPage';

/**
 * A feature at its own address: its page while the platform offers the calls it cannot work
 * without (lib/featureCalls.ts), the not-found page once one of them is known to be missing.
 */
export function Offered({ calls, children }: { calls: readonly EndpointKey[]; children: ReactNode }) {
  useSignals();
  return offers(calls) ? children : <NotFoundPage />;
}

/** The page of a route table entry, wrapped in Offered. */
export function offeredPage(calls: readonly EndpointKey[], Page: ComponentType): ComponentType {
  return function OfferedRoute() {
    return (
      <Offered calls={calls}>
        <Page />
      </Offered>
    );
  };
}
