import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrandForTesting } from '../stores/brand';
import { systemStatus } from '../stores/status';
import { geetestEnabled, geetestFields, runGeetest, withGeetest, type GeetestCaptcha, type InitGeetest4 } from './geetest';

vi.mock('../api', () => ({ call: vi.fn() }));
import { call } from '../api';
import { statusWith } from '../../test/status';

const VALUES = { lot_number: 'lot-1', pass_token: 'pass-1', gen_time: '1700000000', captcha_output: 'out-1' };

/** A status whose whitelabel tree has GEETEST3 on or off. */
const statusWithGeetest = (on: boolean) => statusWith({ flags: { GEETEST3: on } });

type Ending = 'pass' | 'close' | 'error' | 'pass-without-values';

/** A stand-in of GeeTest v4's initGeetest4 that ends the check the given way once it is shown. */
function fakeWidget(ending: Ending) {
  const seen = { configs: [] as unknown[], shown: 0, destroyed: 0 };
  const init: InitGeetest4 = (config, callback) => {
    seen.configs.push(config);
    const on: { ready?: () => void; success?: () => void; error?: (e: { msg?: string }) => void; close?: () => void } = {};
    const captcha: GeetestCaptcha = {
      onReady: (h) => ((on.ready = h), captcha),
      onSuccess: (h) => ((on.success = h), captcha),
      onError: (h) => ((on.error = h), captcha),
      onClose: (h) => ((on.close = h), captcha),
      showCaptcha: () => {
        seen.shown++;
        queueMicrotask(() => {
          if (ending === 'close') on.close?.();
          else if (ending === 'error') on.error?.({ msg: 'network down' });
          else on.success?.();
        });
      },
      getValidate: () => (ending === 'pass' ? { ...VALUES, extra: 'dropped' } : false),
      destroy: () => void seen.destroyed++,
    };
    callback(captcha);
    queueMicrotask(() => on.ready?.());
  };
  return { init, seen };
}

let observer: MutationObserver | null = null;
let scriptsAdded: string[] = [];
let serial = 0;

/** jsdom fetches no scripts: answers each script tag added to the head with `load` (defining init) or `error`. */
function answerScripts(outcome: 'load' | 'error', init?: InitGeetest4) {
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        scriptsAdded.push(node.src);
        if (outcome === 'load') window.initGeetest4 = init;
        node.dispatchEvent(new Event(outcome));
      }
  });
  observer.observe(document.head, { childList: true });
}

beforeEach(() => {
  // A fresh widget address per test: the script is loaded once per address.
  setBrandForTesting({ geetestScriptUrl: `http://widget.test/${++serial}/gt4.js` });
  scriptsAdded = [];
  vi.mocked(call).mockReset();
  vi.mocked(call).mockResolvedValue({ success: true, value: { gt: 'captcha-id-1' } } as never);
});

afterEach(() => {
  observer?.disconnect();
  observer = null;
  delete window.initGeetest4;
  systemStatus.value = null;
  setBrandForTesting({});
});

describe('runGeetest', () => {
  it('initialises the widget with the platform captcha id and answers its values with the captcha id', async () => {
    const widget = fakeWidget('pass');
    answerScripts('load', widget.init);
    const result = await runGeetest('register');
    expect(call).toHaveBeenCalledWith('identity.captchaGeetest', { product: 'register' });
    expect(scriptsAdded).toEqual([`http://widget.test/${serial}/gt4.js`]);
    expect(widget.seen.configs).toEqual([{ captchaId: 'captcha-id-1', product: 'bind', language: 'eng' }]);
    expect(widget.seen.shown).toBe(1);
    expect(result).toEqual({ kind: 'passed', validate: { captcha_id: 'captcha-id-1', ...VALUES } });
    expect(widget.seen.destroyed).toBe(1);
  });

  it('answers closed when the visitor closes the check', async () => {
    answerScripts('load', fakeWidget('close').init);
    expect(await runGeetest('login')).toEqual({ kind: 'closed' });
  });

  it("answers the widget's error, and a pass without values as an error", async () => {
    answerScripts('load', fakeWidget('error').init);
    expect(await runGeetest('sms')).toEqual({ kind: 'failed', reason: 'widget', message: 'network down' });
    observer?.disconnect();
    setBrandForTesting({ geetestScriptUrl: `http://widget.test/${++serial}/gt4.js` });
    answerScripts('load', fakeWidget('pass-without-values').init);
    expect(await runGeetest('sms')).toEqual({ kind: 'failed', reason: 'widget' });
  });

  it('answers a script that does not load, and loads it again on the next check', async () => {
    answerScripts('error');
    expect(await runGeetest('register')).toEqual({ kind: 'failed', reason: 'script' });
    observer?.disconnect();
    answerScripts('load', fakeWidget('pass').init);
    expect(await runGeetest('register')).toMatchObject({ kind: 'passed' });
    expect(scriptsAdded).toHaveLength(2);
  });

  it('answers a script that loads without initGeetest4 as a script failure', async () => {
    answerScripts('load', undefined);
    expect(await runGeetest('register')).toEqual({ kind: 'failed', reason: 'script' });
  });

  it('keeps the platform refusal and loads no script when there is no captcha id', async () => {
    answerScripts('load', fakeWidget('pass').init);
    vi.mocked(call).mockResolvedValue({ success: false, value: null, message: 'GeeTest is not available', errorCode: 'x' } as never);
    expect(await runGeetest('register')).toEqual({ kind: 'failed', reason: 'unavailable', message: 'GeeTest is not available' });
    expect(scriptsAdded).toEqual([]);
  });
});

describe('geetestFields and withGeetest', () => {
  it('add nothing and ask nothing while GEETEST3 is off', async () => {
    systemStatus.value = statusWithGeetest(false);
    expect(geetestEnabled()).toBe(false);
    expect(await geetestFields('sms')).toEqual({ ok: true, fields: {} });
    expect(await withGeetest('login', { username: 'a' })).toEqual({ ok: true, payload: { username: 'a' } });
    expect(call).not.toHaveBeenCalled();
  });

  it('add geetestValidateV4 while GEETEST3 is on', async () => {
    systemStatus.value = statusWithGeetest(true);
    answerScripts('load', fakeWidget('pass').init);
    expect(geetestEnabled()).toBe(true);
    expect(await withGeetest('login', { username: 'a' })).toEqual({
      ok: true,
      payload: { username: 'a', geetestValidateV4: { captcha_id: 'captcha-id-1', ...VALUES } },
    });
  });

  it('refuse with the text of a closed or failed check', async () => {
    systemStatus.value = statusWithGeetest(true);
    answerScripts('load', fakeWidget('close').init);
    expect(await geetestFields('register')).toEqual({
      ok: false,
      errorCode: 'geetest.closed',
      message: 'The security check was closed, so nothing was sent. Try again and complete the check to continue.',
    });
    observer?.disconnect();
    setBrandForTesting({ geetestScriptUrl: '' });
    expect(await geetestFields('register')).toEqual({
      ok: false,
      errorCode: 'geetest.failed',
      message: 'The security check could not be completed. Please try again later.',
    });
  });
});
