import type { GeetestValidateV4 } from '../../../../shared/domains/identity/schemas';
import { call } from '../api';
import { i18n } from '../i18n';
import { brand } from '../stores/brand';
import { flags } from '../stores/status';

/**
 * GeeTest v4, the platform's bot check behind its GEETEST3 flag. While the flag is on, sign-in,
 * registration and SMS-send bodies carry `geetestValidateV4: {captcha_id, lot_number, pass_token,
 * gen_time, captcha_output}`: the captcha id from `GET /wps/captcha/geetest`, the rest from the
 * widget (`gt4.js`, the brand's `geetestScriptUrl`) once the visitor passed it. With the flag off
 * the bodies carry nothing of it.
 */

/** What a passed widget's `getValidate()` returns; the site adds the captcha id. */
type WidgetValidate = Omit<GeetestValidateV4, 'captcha_id'>;

/** The failure GeeTest v4 hands `onError`. */
export interface GeetestWidgetError {
  code?: string | number;
  msg?: string;
}

/** The captcha object GeeTest v4's `initGeetest4` hands its callback: the part a site uses. */
export interface GeetestCaptcha {
  onReady(handler: () => void): GeetestCaptcha;
  onSuccess(handler: () => void): GeetestCaptcha;
  onError(handler: (error: GeetestWidgetError) => void): GeetestCaptcha;
  onClose(handler: () => void): GeetestCaptcha;
  showCaptcha(): void;
  getValidate(): WidgetValidate | false;
  destroy(): void;
}

/** `product: 'bind'` shows the check when the site asks (`showCaptcha()`), not on a button of its own. */
export interface GeetestConfig {
  captchaId: string;
  product: 'bind';
  language: string;
}

export type InitGeetest4 = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

/** Which form the check guards, sent as the platform's `product`. */
export type GeetestProduct = 'login' | 'register' | 'sms';

export type GeetestResult =
  | { kind: 'passed'; validate: GeetestValidateV4 }
  /** The visitor closed the check. */
  | { kind: 'closed' }
  /**
   * `unavailable`: the platform gave no captcha id (its message kept); `script`: the widget script
   * did not load; `widget`: the widget reported an error or passed without values.
   */
  | { kind: 'failed'; reason: 'unavailable' | 'script' | 'widget'; message?: string };

/** GeeTest v4 has no Filipino; English is the language the site's visitors share (its default is Chinese). */
const WIDGET_LANGUAGE = 'eng';

/** Whether the platform asks for GeeTest now (its GEETEST3 flag). */
export function geetestEnabled(): boolean {
  return flags.value.GEETEST3 === true;
}

let loading: { url: string; promise: Promise<InitGeetest4> } | null = null;

/** Loads the widget script once per address; a failed load is tried again on the next check. */
export function loadGeetestScript(url: string): Promise<InitGeetest4> {
  if (loading?.url === url) return loading.promise;
  const promise = new Promise<InitGeetest4>((resolve, reject) => {
    if (url === '') {
      reject(new Error('The brand names no GeeTest widget script'));
      return;
    }
    const tag = document.createElement('script');
    tag.src = url;
    tag.async = true;
    tag.addEventListener('load', () => {
      const init = window.initGeetest4;
      if (typeof init === 'function') resolve(init);
      else reject(new Error(`${url} did not define initGeetest4`));
    });
    tag.addEventListener('error', () => reject(new Error(`${url} did not load`)));
    document.head.append(tag);
  });
  loading = { url, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

/** Only the four values GeeTest defines, as text: a widget may hand back more. */
function readValidate(value: WidgetValidate | false, captchaId: string): GeetestValidateV4 | null {
  if (!value) return null;
  const { lot_number, pass_token, gen_time, captcha_output } = value;
  const texts = [lot_number, pass_token, gen_time, captcha_output];
  if (!texts.every((text) => typeof text === 'string' && text !== '')) return null;
  return { captcha_id: captchaId, lot_number, pass_token, gen_time, captcha_output };
}

/** Runs the check: asks the platform for the captcha id, shows the widget, and answers how it ended. */
export async function runGeetest(product: GeetestProduct): Promise<GeetestResult> {
  const answer = await call('identity.captchaGeetest', { product });
  if (!answer.success || !answer.value) return { kind: 'failed', reason: 'unavailable', message: answer.message || undefined };
  const captchaId = answer.value.gt;
  let init: InitGeetest4;
  try {
    init = await loadGeetestScript(brand.value.geetestScriptUrl);
  } catch {
    return { kind: 'failed', reason: 'script' };
  }
  return new Promise<GeetestResult>((resolve) => {
    let captcha: GeetestCaptcha | null = null;
    let settled = false;
    const finish = (result: GeetestResult) => {
      if (settled) return;
      settled = true;
      captcha?.destroy();
      resolve(result);
    };
    try {
      init({ captchaId, product: 'bind', language: WIDGET_LANGUAGE }, (created) => {
        captcha = created;
        if (settled) created.destroy();
        created
          .onReady(() => created.showCaptcha())
          .onSuccess(() => {
            const validate = readValidate(created.getValidate(), captchaId);
            finish(validate ? { kind: 'passed', validate } : { kind: 'failed', reason: 'widget' });
          })
          .onError((error) => finish({ kind: 'failed', reason: 'widget', message: error?.msg || undefined }))
          .onClose(() => finish({ kind: 'closed' }));
      });
    } catch {
      finish({ kind: 'failed', reason: 'widget' });
    }
  });
}

/** The fields the check adds to a body: `geetestValidateV4` while GEETEST3 is on, nothing while it is off. */
export interface GeetestFields {
  geetestValidateV4?: GeetestValidateV4;
}

/** A check that did not pass: nothing may be sent. `errorCode` names why; `message` is the text to show. */
export interface GeetestRefusal {
  ok: false;
  errorCode: 'geetest.closed' | 'geetest.failed';
  message: string;
}

/**
 * The text for a check that did not pass. The flows that run the check live in the identity area,
 * so its namespace is loaded whenever one of them runs.
 */
export function geetestFailureText(result: Exclude<GeetestResult, { kind: 'passed' }>): string {
  if (result.kind === 'closed') return i18n.t('geetest.closed', { ns: 'identity' });
  if (result.reason === 'unavailable' && result.message) return result.message;
  return i18n.t('geetest.failed', { ns: 'identity' });
}

/** Runs the check when the platform asks for it; answers the fields to spread into the body, or the refusal. */
export async function geetestFields(product: GeetestProduct): Promise<{ ok: true; fields: GeetestFields } | GeetestRefusal> {
  if (!geetestEnabled()) return { ok: true, fields: {} };
  const result = await runGeetest(product);
  if (result.kind === 'passed') return { ok: true, fields: { geetestValidateV4: result.validate } };
  return { ok: false, errorCode: result.kind === 'closed' ? 'geetest.closed' : 'geetest.failed', message: geetestFailureText(result) };
}

/** The body with the check's fields added (see geetestFields), or the refusal. */
export async function withGeetest<P extends object>(
  product: GeetestProduct,
  payload: P,
): Promise<{ ok: true; payload: P & GeetestFields } | GeetestRefusal> {
  const step = await geetestFields(product);
  return step.ok ? { ok: true, payload: { ...payload, ...step.fields } } : step;
}
