import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SecurityOverview, SignIn } from '../../../../shared/domains/security/schemas';
import { renderWithProviders } from '../../test/render';
import { changePasswordModal } from '../../lib/stores/auth';
import SecurityCenterPage from './SecurityCenterPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const OVERVIEW: SecurityOverview = {
  account: 'player9',
  mobile: '+63 917****001',
  email: null,
  regDate: Date.UTC(2024, 0, 5),
  lastLogin: { time: Date.UTC(2024, 5, 1, 10, 0), ip: '203.0.113.7' },
  items: { loginPassword: true, withdrawPassword: false, mobile: true, email: false, realName: false },
};
const SIGN_INS: SignIn[] = [
  { time: Date.UTC(2024, 5, 2, 9, 0), ip: '203.0.113.8', device: 'Chrome · Windows', displacedOther: true, current: true },
  { time: Date.UTC(2024, 5, 1, 10, 0), ip: '203.0.113.7', device: 'Safari · iOS', displacedOther: false, current: false },
];

function answer(overrides: Record<string, unknown> = {}) {
  call.mockImplementation(async (key: string, payload?: Record<string, string>) => {
    if (key in overrides) return overrides[key];
    if (key === 'security.config') return { success: true, value: OVERVIEW };
    if (key === 'security.signIns') return { success: true, value: { list: SIGN_INS } };
    if (key === 'security.bindEmail') {
      return {
        success: true,
        value: { ...OVERVIEW, email: `${payload?.email?.[0]}***@example.com`, items: { ...OVERVIEW.items, email: true } },
      };
    }
    return { success: false, value: null };
  });
}

beforeEach(() => {
  call.mockReset();
  changePasswordModal.value = null;
  answer();
});

const item = (name: string) => screen.getByText(name, { selector: '.security-item__name' }).closest('li')!;

describe('security centre', () => {
  it('shows the account, masked mobile, the last sign-in, each item done or not, and the recent sign-ins', async () => {
    renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter' });
    expect(await screen.findByText('player9')).toBeTruthy();
    expect(screen.getAllByText('+63 917****001').length).toBeGreaterThan(0);
    expect(screen.getByText(/from 203\.0\.113\.7$/)).toBeTruthy();
    expect(within(item('Mobile number')).getByText('Done')).toBeTruthy();
    expect(within(item('E-mail address')).getByText('Not done')).toBeTruthy();
    expect(within(item('Real name')).getByText('Not done')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Recent sign-ins of your account' });
    expect(within(table).getByText('Chrome · Windows')).toBeTruthy();
    expect(within(table).getByText('This session · Signed another device out')).toBeTruthy();
  });

  it('opens the change-password dialog through the shared store', async () => {
    renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Change: Login password' }));
    expect(changePasswordModal.value).toEqual({ forced: false });
  });

  it('checks the e-mail with the pattern catalogue before sending, then binds it and shows it done', async () => {
    renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bind: E-mail address' }));
    const form = screen.getByRole('form', { name: 'Bind an e-mail address' });
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(form).findByText(/e-mail/i, { selector: '.form-field__error' })).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('security.bindEmail', expect.anything());
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'juan@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind e-mail' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Your e-mail address is saved.');
    expect(within(item('E-mail address')).getByText('Done')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('security.bindEmail', { email: 'juan@example.com' });
  });

  it('shows a second bind within a minute as refused under the field, keeping the item as it was', async () => {
    answer({ 'security.bindEmail': { success: false, errorCode: 'email.bind.too.soon', value: 42, message: 'Please wait' } });
    renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Bind: E-mail address' }));
    const form = screen.getByRole('form', { name: 'Bind an e-mail address' });
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'juan@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(form).findByText('You changed your e-mail a moment ago. Try again in 42 seconds.')).toBeTruthy();
    expect(within(item('E-mail address')).getByText('Not done')).toBeTruthy();
  });

  it('shows a real name that does not match the bank cards as refused', async () => {
    answer({ 'security.setRealName': { success: false, errorCode: 'real.name.card.mismatch', value: null, message: 'no' } });
    renderWithProviders(<SecurityCenterPage />, { route: '/member/securityCenter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set: Real name' }));
    const form = screen.getByRole('form', { name: 'Set your real name' });
    fireEvent.change(within(form).getByLabelText('Real name'), { target: { value: 'Maria Santos' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save real name' }));
    expect(await within(form).findByText('Your real name must be the holder name of the bank accounts you added.')).toBeTruthy();
  });
});
