import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_PAYMENT_PORT, type PaymentProviderOptions, type PaymentSettings } from '../areas/cashier/payments';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentSettings;
  }
}

/** Decorates the sandbox with the payment settings (a new secret each start) and closes the provider with it. */
export function configurePayments(app: FastifyInstance, options: PaymentProviderOptions | undefined): void {
  const settings: PaymentSettings = {
    secret: randomBytes(32),
    publicUrl: (options?.publicUrl ?? `http://localhost:${options?.listen?.port || DEFAULT_PAYMENT_PORT}`).replace(/\/+$/, ''),
    provider: null,
  };
  app.decorate('payments', settings);
  app.addHook('onClose', async () => {
    await settings.provider?.close();
    settings.provider = null;
  });
}

/**
 * Starts the stand-in payment provider on its own port, sharing this sandbox's secret and clock.
 * Without a configured public address its pages are addressed where it listens.
 */
export async function startPaymentProvider(app: FastifyInstance, options: PaymentProviderOptions | undefined): Promise<void> {
  if (!options?.listen) return;
  const { buildPaymentProvider } = await import('../areas/cashier/payment-provider');
  const provider = buildPaymentProvider({
    secret: app.payments.secret,
    sandboxUrl: () => sandboxInternalUrl(app),
    now: () => app.clock.now(),
    logger: app.log.level === 'silent' ? false : { level: app.log.level, name: 'payment-provider' },
  });
  await provider.listen({ port: options.listen.port, host: options.listen.host });
  app.payments.provider = provider;
  if (!options.publicUrl) {
    const address = provider.server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    app.payments.publicUrl = `http://${['0.0.0.0', '[::]'].includes(host) ? 'localhost' : host}:${address.port}`;
  }
}

/** How the provider reaches the sandbox itself: the address it listens on (a wildcard host is reached on loopback). */
export function sandboxInternalUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') throw new Error('The sandbox is not listening on a TCP port');
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
