import { describe, it, expect, beforeEach, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import { renderWithProviders } from '../../test/render';
import { systemStatus } from '../../lib/stores/status';
import { resetRegisterRulesForTesting } from '../../lib/stores/registerRules';
import { clearSession, token } from '../../lib/stores/session';
import { registerSuccessModal } from '../../lib/stores/auth';
import { alertDialog } from '../../lib/stores/ui';
import { failure, loginValue, ok, statusWith } from './fixtures';
import { RegisterForm } from './RegisterForm';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({ call }));
vi.mock('./NewPlayerCarousel', () => ({ NewPlayerCarousel: () => null }));

const rule = (patternId: number, min: number, max: number, pattern: string, required = true): FieldRule => ({
  enabled: true,
  required,
  minLength: min,
  maxLength: max,
  acceptedPattern: pattern,
  patternId,
  type: 'text',
});
const register = {
  username: rule(1, 6, 12, '^[a-zA-Z][a-zA-Z0-9]{5,11}$'),
  password: { ...rule(4, 6, 12, '^[a-zA-Z0-9]{6,12}$'), type: 'password' },
  affiliateCode: rule(4, 4, 20, '^[a-zA-Z0-9]{4,20}$', false),
};

type Answer = { success: boolean; value?: unknown; errorCode?: string };
function answer(handlers: Record<string, (payload: Record<string, unknown>) => Answer>) {
  call.mockImplementation(
    async (key: string, payload: Record<string, unknown> = {}) => handlers[key]?.(payload) ?? failure('function.not.available'),
  );
}
const challenge = () => ok({ challengeId: 'c1', prefix: 'p', difficulty: 0, expiresAt: Date.now() + 60_000 });

async function fillUsernameForm() {
  await userEvent.type(screen.getByLabelText('Username'), 'newplayer1');
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
}

describe('RegisterForm', () => {
  beforeEach(() => {
    call.mockReset();
    clearSession();
    resetRegisterRulesForTesting();
    registerSuccessModal.value = null;
    alertDialog.value = null;
    systemStatus.value = statusWith({ flags: { USERNAMEREG3: true, MOBILENUMREG3: false, AFFMAN3: true }, register });
  });

  it('shows the pattern message of the first broken rule under the field', async () => {
    answer({});
    renderWithProviders(<RegisterForm />);
    await userEvent.type(screen.getByLabelText('Username'), '1bad');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Must start with a letter and contain only letters and digits, 6 - 12 characters')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('identity.register', expect.anything());
  });

  it('keeps submit disabled and shows the red message while the terms are unticked', async () => {
    answer({});
    renderWithProviders(<RegisterForm />);
    const terms = screen.getByRole('checkbox');
    expect((terms as HTMLInputElement).checked).toBe(true);
    await userEvent.click(terms);
    expect((screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Please accept the terms and conditions');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/help');
    expect(screen.getByRole('link', { name: 'rules' }).getAttribute('href')).toBe('/help#rules');
  });

  it('stops with invitation_code_error when the affiliate check fails', async () => {
    answer({ 'agent.affiliate': () => failure('invitation_code_error'), 'system.registerSettings': () => ok(register) });
    renderWithProviders(<RegisterForm />);
    await fillUsernameForm();
    await userEvent.type(screen.getByLabelText('Invitation code'), 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(alertDialog.value?.message).toBe('The invitation code is invalid'));
    expect(call).not.toHaveBeenCalledWith('identity.register', expect.anything());
    expect(call).not.toHaveBeenCalledWith('identity.botChallenge');
  });

  it('hides the affiliate field when the link code checks out, registers with it and signs in', async () => {
    answer({
      'system.registerSettings': () => ok(register),
      'agent.affiliate': (p) => (p.code === 'AGENT1' ? ok(null) : failure('invitation_code_error')),
      'identity.botChallenge': challenge,
      'identity.register': () => ok(loginValue({ userName: 'newplayer1', firstTimeLogin: true })),
      'member.info': () => ok({ account: 'newplayer1', id: 7, type: 0, memberLabel: [] }),
    });
    renderWithProviders(<RegisterForm />, { route: '/register?code=AGENT1&referralCode=AGENT1' });
    await waitFor(() => expect(screen.queryByLabelText('Invitation code')).toBeNull());
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(registerSuccessModal.value).toEqual({ account: 'newplayer1', generatedPassword: undefined, byMobile: false }),
    );
    const [, sent, init] = call.mock.calls.find(([key]) => key === 'identity.register') as [string, Record<string, unknown>, unknown];
    expect(sent).toMatchObject({
      username: 'newplayer1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      affiliateCode: 'AGENT1',
      referralCode: 'AGENT1',
      login: true,
      registerMethod: 'WEB',
    });
    expect(sent).not.toHaveProperty('email');
    // The gateway's bot check travels in headers, never in the body the platform receives.
    expect(sent).not.toHaveProperty('botCheck');
    expect(init).toEqual({ headers: { 'X-Bot-Challenge': 'c1', 'X-Bot-Nonce': '0' } });
    expect(token.value).toBe('tok-123');
  });

  it('offers the mobile tab only with MOBILENUMREG3 and marks a taken username', async () => {
    systemStatus.value = statusWith({ flags: { USERNAMEREG3: true, MOBILENUMREG3: true }, register });
    answer({ 'identity.botChallenge': challenge, 'identity.register': () => failure('username.exists') });
    renderWithProviders(<RegisterForm />);
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toBeTruthy();
    await fillUsernameForm();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username is already taken')).toBeTruthy();
  });
});
