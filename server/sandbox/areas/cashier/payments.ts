import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Where the stand-in payment provider listens and how browsers reach it. */
export interface PaymentProviderOptions {
  /** How browsers reach the provider's pages, e.g. http://localhost:3101; absent = the address it listens on. */
  publicUrl?: string;
  /** Start the provider on this port and host (port 0 = any free port); absent = the provider is not started. */
  listen?: { port: number; host: string };
}

/** What the sandbox and its payment provider share: the signing secret and the provider's address. */
export interface PaymentSettings {
  /** Made at start and never written anywhere: the provider's callbacks and payment links are signed with it. */
  secret: Buffer;
  /** How browsers reach the provider; set once the provider listens when no address was configured. */
  publicUrl: string;
  /** The running provider, closed with the sandbox. */
  provider: FastifyInstance | null;
}

/** The payment provider's default port: the sandbox's port plus one, as SANDBOX_PORT is the gateway's plus 100. */
export const DEFAULT_PAYMENT_PORT = 3101;
/** The path the provider posts its result to, on the sandbox port (never proxied by the gateway). */
export const CALLBACK_PATH = '/__pay/callback';
/** The header that carries the callback body's HMAC-SHA256, hex. */
export const SIGNATURE_HEADER = 'x-pay-signature';

export function sign(secret: Buffer, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares a presented hex signature with the expected one in constant time. */
export function signatureMatches(secret: Buffer, text: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || !/^[0-9a-f]{64}$/.test(presented)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, text), 'hex'), Buffer.from(presented, 'hex'));
}

/** What a payment link carries; the provider shows it and signs nothing it was not given. */
export interface PaymentLink {
  orderId: string;
  amount: string;
  channel: string;
  brand: string;
  /** The site page the provider's result page links back to. */
  back: string;
  expiresAt: number;
}

const linkText = (l: PaymentLink) => ['pay', l.orderId, l.amount, l.channel, l.brand, l.back, String(l.expiresAt)].join('\n');

/** The provider's payment page for an order: GET /pay/<orderId>?…&sig=HMAC(every other field). */
export function paymentLinkUrl(settings: PaymentSettings, link: PaymentLink): string {
  const query = new URLSearchParams({
    amount: link.amount,
    channel: link.channel,
    brand: link.brand,
    back: link.back,
    exp: String(link.expiresAt),
    sig: sign(settings.secret, linkText(link)),
  });
  return `${settings.publicUrl}/pay/${encodeURIComponent(link.orderId)}?${query}`;
}

/** Reads a payment link's fields back, or null when any is missing or its signature does not match. */
export function readPaymentLink(secret: Buffer, orderId: string, fields: Record<string, unknown>): PaymentLink | null {
  const { amount, channel, brand, back, exp, sig } = fields;
  if ([amount, channel, brand, back, exp].some((v) => typeof v !== 'string') || !/^[0-9]{1,15}$/.test(String(exp))) return null;
  const link: PaymentLink = {
    orderId,
    amount: String(amount),
    channel: String(channel),
    brand: String(brand),
    back: String(back),
    expiresAt: Number(exp),
  };
  return signatureMatches(secret, linkText(link), sig) ? link : null;
}
