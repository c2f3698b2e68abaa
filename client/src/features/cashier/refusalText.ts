import { refusalName, type AmountRefusal } from '../../lib/money/refusals';

/** The cashier pages whose texts word refusals, each under `cashier.<page>.refusals.<refusal name>`. */
export type RefusalTexts = 'wallet' | 'withdraw' | 'memberTransfer';

/** i18next's t as the helpers below need it. */
export type Translate = (key: string, options?: Record<string, string>) => string;

/**
 * A refusal the platform answered, in the page's own words when its texts hold one under the
 * refusal's name (lib/money/refusals.ts), else null: the page shows the platform's message.
 */
export function refusalText(
  t: Translate,
  texts: RefusalTexts,
  code: string | null | undefined,
  params: Record<string, string> = {},
): string | null {
  const name = refusalName(code);
  return name ? t(`cashier.${texts}.refusals.${name}`, { ...params, defaultValue: '' }) || null : null;
}

/** The browser's refusal of a typed amount (lib/money/readAmount.ts) in the page's words. */
export function amountRefusalText(t: Translate, texts: RefusalTexts, refusal: AmountRefusal, params: Record<string, string> = {}): string {
  return t(`cashier.${texts}.refusals.${refusal}`, params);
}

/** A refusal worded with the page's own text when it has one, else the platform's message. */
export function worded(
  t: Translate,
  texts: RefusalTexts,
  answer: { errorCode?: string | null; message?: string | null },
  params: Record<string, string> = {},
): { errorCode: string | null; message: string | null } {
  return { errorCode: answer.errorCode ?? null, message: refusalText(t, texts, answer.errorCode, params) ?? answer.message ?? null };
}

/** Known refusal codes placed under a form's field, with the page's texts for them (useForm's `codes`). */
export function placedCodes<F extends string>(
  t: Translate,
  texts: RefusalTexts,
  placement: Readonly<Partial<Record<string, F>>>,
  params: Record<string, string> = {},
): Partial<Record<string, readonly [F, string]>> {
  const codes: Partial<Record<string, readonly [F, string]>> = {};
  for (const [code, field] of Object.entries(placement)) {
    const text = refusalText(t, texts, code, params);
    if (field && text) codes[code] = [field, text];
  }
  return codes;
}
