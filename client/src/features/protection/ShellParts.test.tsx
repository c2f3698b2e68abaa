import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { formatDateTime } from '../../lib/format';
import { clearSession, loginInfo, setSessionToken, token } from '../../lib/stores/session';
import { learn, offered } from '../../lib/stores/offered';
import { alertDialog } from '../../lib/stores/ui';
import { balance } from '../../lib/stores/wallet';
import ProtectionParts, { nextCheckAt, RealityCheck, StopNowButton } from './ShellParts';
import { protectionChanged } from './protectionData';
import { ok, protectionState, refused, restriction, SERVER_NOW } from './testData';

const call = vi.hoisted(() => vi.fn());
// Answers teach what the platform offers, as call()'s do.
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  call: (await import('../../test/offered')).teachingCall(call),
}));

const MINUTE = 60_000;
const STARTED = SERVER_NOW - 5 * MINUTE;

/** The platform's clock: the device's (fake) clock plus `skew`. */
let skew = 0;
let interval = 15;
let net = '-150.00';

function answerState() {
  call.mockImplementation(async (key: string) => {
    if (key === 'protection.state')
      return ok(
        protectionState({
          realityCheckMinutes: interval,
          session: { startedAt: STARTED, net, endsAt: null },
          serverTime: Date.now() + skew,
        }),
      );
    if (key === 'identity.logout') return ok(null);
    throw new Error(key);
  });
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const reads = () => call.mock.calls.filter(([key]) => key === 'protection.state').length;

beforeEach(() => {
  call.mockReset();
  skew = 0;
  interval = 15;
  net = '-150.00';
  balance.value = { sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' };
  learn('protection.state', null);
  alertDialog.value = null;
  setSessionToken('tok-1');
});
afterEach(() => {
  vi.useRealTimers();
  clearSession();
  balance.value = null;
});

describe('when the next reality check falls', () => {
  it('is the first multiple of the interval after the session start that follows what was seen', () => {
    const schedule = { startedAt: 0, minutes: 15 };
    expect(nextCheckAt(schedule, 0)).toBe(15 * MINUTE);
    expect(nextCheckAt(schedule, 5 * MINUTE)).toBe(15 * MINUTE);
    expect(nextCheckAt(schedule, 15 * MINUTE)).toBe(30 * MINUTE);
    expect(nextCheckAt({ startedAt: 0, minutes: 60 }, 61 * MINUTE)).toBe(120 * MINUTE);
  });
});

describe('the reality check', () => {
  it('opens every N minutes after the session start with the time played and the net result', async () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    answerState();
    renderWithProviders(<RealityCheck />);
    await advance(0);
    expect(reads()).toBe(1);
    expect(offered('protection.state')).toBe(true);
    // 15 minutes after the start is 10 minutes from now; between reads it only looks at the clock.
    await advance(9 * MINUTE + 30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reads()).toBe(1);
    await advance(30_000);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(reads()).toBe(2);
    expect(within(dialog).getByText('You have been playing for 15 minutes.')).toBeTruthy();
    expect(within(dialog).getByText('Your result in this session: -₱150.00.')).toBeTruthy();
    // It needs an answer: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    net = '250.00';
    await advance(14 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MINUTE);
    expect(screen.getByText('You have been playing for 30 minutes.')).toBeTruthy();
    expect(screen.getByText('Your result in this session: ₱250.00.')).toBeTruthy();

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Stop playing' })));
    // Stop playing is the ordinary sign-out: the platform ends the session, the browser forgets it.
    expect(call).toHaveBeenCalledWith('identity.logout');
    expect(token.value).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts by the platform clock: a device clock an hour behind changes nothing', async () => {
    vi.useFakeTimers({ now: SERVER_NOW - 60 * MINUTE });
    skew = 60 * MINUTE;
    answerState();
    renderWithProviders(<RealityCheck />);
    await advance(9 * MINUTE + 30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(30_000);
    expect(screen.getByText('You have been playing for 15 minutes.')).toBeTruthy();
  });

  it('reads again when the window gains focus, so a platform clock that moved shows the check at once', async () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    answerState();
    renderWithProviders(<RealityCheck />);
    await advance(0);
    skew = 10 * MINUTE;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('You have been playing for 15 minutes.')).toBeTruthy();
  });

  it('takes a new interval as soon as the player saves it on the page', async () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    interval = 60;
    answerState();
    renderWithProviders(<RealityCheck />);
    await advance(20 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    interval = 15;
    await act(async () => {
      protectionChanged.value += 1;
      await vi.advanceTimersByTimeAsync(0);
    });
    // 25 minutes into the session with a 15-minute interval: the check due at 15 shows at once, the next at 30.
    expect(screen.getByText('You have been playing for 25 minutes.')).toBeTruthy();
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await advance(4 * MINUTE + 30_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(30_000);
    expect(screen.getByText('You have been playing for 30 minutes.')).toBeTruthy();
  });

  it('stays silent on a platform without the protection calls', async () => {
    vi.useFakeTimers({ now: SERVER_NOW });
    call.mockResolvedValue(refused('function.not.available'));
    renderWithProviders(<RealityCheck />);
    await advance(0);
    expect(offered('protection.state')).toBe(false);
    await advance(120 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reads()).toBe(1);
  });
});

describe('stop now', () => {
  it('is shown only once the platform offers it', () => {
    renderWithProviders(<StopNowButton />);
    expect(screen.queryByRole('button', { name: 'Stop now' })).toBeNull();
    act(() => learn('protection.state', true));
    expect(screen.getByRole('button', { name: 'Stop now' })).toBeTruthy();
  });

  it('starts a 24-hour break in one press, forgets the ended session without a sign-out call and says until when', async () => {
    learn('protection.state', true);
    const stopped = restriction();
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.startRestriction') return ok(stopped);
      throw new Error(key);
    });
    renderWithProviders(<StopNowButton />, { route: '/lottery' });
    await userEvent.click(screen.getByRole('button', { name: 'Stop now' }));
    expect(call.mock.calls).toEqual([['protection.startRestriction', { kind: 'stopNow' }]]);
    expect(token.value).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(alertDialog.value?.message).toBe(`You stopped playing. Your account cannot sign in until ${formatDateTime(stopped.endsAt)}.`);
  });

  it('is an icon named "Stop now", with its hint, in a compact header, and stops in one press there too', async () => {
    learn('protection.state', true);
    call.mockImplementation(async (key: string) => {
      if (key === 'protection.startRestriction') return ok(restriction());
      throw new Error(key);
    });
    renderWithProviders(<StopNowButton compact />);
    const button = screen.getByRole('button', { name: 'Stop now' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.title).toBe('Sign out and stay out for 24 hours');
    await userEvent.click(button);
    expect(call.mock.calls).toEqual([['protection.startRestriction', { kind: 'stopNow' }]]);
    expect(token.value).toBeNull();
  });

  it('keeps the session and shows the refusal when the platform refuses', async () => {
    learn('protection.state', true);
    call.mockResolvedValue(refused('protection.already.restricted', 'A break is already running'));
    renderWithProviders(<StopNowButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop now' }));
    expect(token.value).toBe('tok-1');
    expect(alertDialog.value?.message).toBe('A break is already running');
  });
});

describe('what the header mounts while signed in', () => {
  it('gives a member "stop now" and the reality check, and a trial account neither', async () => {
    learn('protection.state', true);
    answerState();
    const { unmount } = renderWithProviders(<ProtectionParts />);
    expect(screen.getByRole('button', { name: 'Stop now' })).toBeTruthy();
    await vi.waitFor(() => expect(reads()).toBe(1));
    unmount();
    call.mockClear();
    loginInfo({ id: 9, userName: 'trial9', type: 4, token: 'tok-trial' });
    renderWithProviders(<ProtectionParts />);
    expect(screen.queryByRole('button', { name: 'Stop now' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });
});
