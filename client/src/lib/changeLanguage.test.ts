import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from './changeLanguage';
import { followKeptLanguage } from './keptLanguage';
import { language } from './i18n';
import { clearSession, loginInfo } from './stores/session';
import { alertDialog } from './stores/ui';
import { setBrandForTesting } from './stores/brand';

const call = vi.hoisted(() => vi.fn());
vi.mock('./api', async (original) => ({ ...(await original<typeof import('./api')>()), call }));

const INFO = { account: 'player1', id: 1, type: 0, memberLabel: [] };

beforeEach(() => {
  call.mockReset();
  clearSession();
  alertDialog.value = null;
  setBrandForTesting({ languages: ['EN', 'TL'], defaultLanguage: 'EN' });
});
afterEach(() => clearSession());

describe('changeLanguage', () => {
  it('switches a visitor at once and tells no platform', async () => {
    expect(await changeLanguage('TL')).toBe(true);
    expect(language.value).toBe('TL');
    expect(call).not.toHaveBeenCalled();
  });

  it('tells the platform for a signed-in member, which keeps it', async () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', isAgent: 0 });
    call.mockResolvedValue({ success: true, value: null });
    expect(await changeLanguage('TL')).toBe(true);
    expect(call).toHaveBeenCalledWith('member.updateLanguage', { language: 'TL' });
    expect(alertDialog.value).toBeNull();
  });

  it('shows a failure of the platform and keeps the visible switch', async () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', isAgent: 0 });
    call.mockResolvedValue({ success: false, value: null, errorCode: 'gateway.upstream_unavailable', message: 'The platform is away' });
    expect(await changeLanguage('TL')).toBe(false);
    expect(language.value).toBe('TL');
    expect(alertDialog.value?.message).toBe(
      'Napalitan ang wika sa device na ito, pero hindi ito naitala sa iyong account: The platform is away',
    );
  });
});

describe('followKeptLanguage', () => {
  it('follows the language the platform keeps for the member', async () => {
    await followKeptLanguage({ ...INFO, language: 'TL' });
    expect(language.value).toBe('TL');
  });

  it('keeps the current language when the platform keeps none or one the brand does not offer', async () => {
    await followKeptLanguage(INFO);
    expect(language.value).toBe('EN');
    await followKeptLanguage({ ...INFO, language: 'VI' });
    expect(language.value).toBe('EN');
    await followKeptLanguage(null);
    expect(language.value).toBe('EN');
  });
});
