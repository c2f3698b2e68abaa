import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { clearSession } from '../../lib/stores/session';
import { setBrandForTesting } from '../../lib/stores/brand';
import { alertDialog, loginPopup } from '../../lib/stores/ui';
import type { GeetestCaptcha, InitGeetest4 } from '../../lib/geetest/geetest';
import { failure, loginValue, ok, statusWith } from './fixtures';
import { LoginForm } from './LoginForm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));

const VALUES = { lot_number: 'lot-7', pass_token: 'pass-7', gen_time: '1700000000', captcha_output: 'out-7' };

/** GeeTest v4's initGeetest4 as a visitor who passes (or closes) the check the moment it shows. */
function widget(ending: 'pass' | 'close'): InitGeetest4 {
  return (_config, callback) => {
    const on: { ready?: () => void; success?: () => void; close?: () => void } = {};
    const captcha: GeetestCaptcha = {
      onReady: (h) => ((on.ready = h), captcha),
      onSuccess: (h) => ((on.success = h), captcha),
      onError: () => captcha,
      onClose: (h) => ((on.close = h), captcha),
      showCaptcha: () => queueMicrotask(() => (ending === 'pass' ? on.success?.() : on.close?.())),
      getValidate: () => ({ ...VALUES }),
      destroy: () => undefined,
    };
    callback(captcha);
    queueMicrotask(() => on.ready?.());
  };
}

let observer: MutationObserver | null = null;
let serial = 0;

/** jsdom fetches no scripts: the widget script "loads" as soon as its tag is added. */
function serveWidget(init: InitGeetest4) {
  setBrandForTesting({ geetestScriptUrl: `http://widget.test/${++serial}/gt4.js` });
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        window.initGeetest4 = init;
        node.dispatchEvent(new Event('load'));
      }
  });
  observer.observe(document.head, { childList: true });
}

function answer() {
  call.mockImplementation(async (key: string) => {
    if (key === 'identity.captchaGeetest') return ok({ gt: 'captcha-id-7' });
    if (key === 'identity.login') return ok(loginValue());
    if (key === 'member.info') return ok({ account: 'player1', id: 7, type: 0, memberLabel: [] });
    return failure('function.not.available');
  });
}

async function signIn() {
  renderWithProviders(<LoginForm onRegister={() => undefined} />);
  await userEvent.type(screen.getByLabelText('Username'), 'player1');
  await userEvent.type(screen.getByLabelText('Password'), 'Play1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('sign-in with GeeTest (GEETEST3)', () => {
  beforeEach(() => {
    call.mockReset();
    clearSession();
    loginPopup.value = 'login';
    alertDialog.value = null;
    answer();
  });

  afterEach(() => {
    observer?.disconnect();
    observer = null;
    delete window.initGeetest4;
    setBrandForTesting({});
  });

  it('sends geetestValidateV4 with the captcha id while the flag is on', async () => {
    systemStatus.value = statusWith({ flags: { GEETEST3: true } });
    serveWidget(widget('pass'));
    await signIn();
    await waitFor(() => expect(call).toHaveBeenCalledWith('member.info'));
    expect(call).toHaveBeenCalledWith('identity.captchaGeetest', { product: 'login' });
    expect(call).toHaveBeenCalledWith('identity.login', {
      username: 'player1',
      password: 'Play1234',
      type: 'username',
      geetestValidateV4: { captcha_id: 'captcha-id-7', ...VALUES },
    });
  });

  it('sends nothing of it while the flag is off', async () => {
    systemStatus.value = statusWith({ flags: { GEETEST3: false } });
    serveWidget(widget('pass'));
    await signIn();
    await waitFor(() => expect(call).toHaveBeenCalledWith('member.info'));
    expect(call).toHaveBeenCalledWith('identity.login', { username: 'player1', password: 'Play1234', type: 'username' });
    expect(call).not.toHaveBeenCalledWith('identity.captchaGeetest', expect.anything());
  });

  it('sends no sign-in and says why when the visitor closes the check', async () => {
    systemStatus.value = statusWith({ flags: { GEETEST3: true } });
    serveWidget(widget('close'));
    await signIn();
    await waitFor(() => expect(alertDialog.value?.message).toMatch(/security check was closed/));
    expect(call).not.toHaveBeenCalledWith('identity.login', expect.anything());
  });
});
