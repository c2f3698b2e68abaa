import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Profile, ProfileSettings } from '../../../../shared/domains/profile/schemas';
import type { FieldRule } from '../../../../shared/domains/system/schemas';
import { renderWithProviders } from '../../test/render';
import ProfilePage from './ProfilePage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const rule = (required: boolean, minLength: number, maxLength: number, patternId: number, type = 'text'): FieldRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern: '',
  patternId,
  type,
});
const off: FieldRule = { ...rule(false, 0, 50, 0), enabled: false };
const SETTINGS: ProfileSettings = {
  nickname: rule(false, 2, 20, 0),
  birthday: rule(false, 10, 10, 11, 'date'),
  currentAddress: rule(true, 5, 120, 0),
  nationality: rule(true, 2, 40, 17),
  whatsapp: rule(false, 7, 15, 6, 'tel'),
  skype: off,
};
const PROFILE: Profile = {
  account: 'player1',
  avatar: '1',
  avatars: [0, 1, 2].map((n) => ({ avatar: String(n), icon: `/img/avatar/${n}.svg` })),
  values: { nickname: 'Juan', currentAddress: '3F Ayala Tower, Makati', nationality: 'Filipino' },
};

function answer(overrides: Record<string, unknown> = {}) {
  call.mockImplementation(async (key: string, payload?: Record<string, string>) => {
    if (key in overrides) return overrides[key];
    if (key === 'profile.details') return { success: true, value: PROFILE };
    if (key === 'profile.kycSetting') return { success: true, value: SETTINGS };
    if (key === 'profile.save') return { success: true, value: { ...PROFILE, values: payload } };
    if (key === 'profile.chooseAvatar') return { success: true, value: { avatar: payload?.avatar, avatarType: 'STATIC' } };
    return { success: false, value: null };
  });
}

beforeEach(() => {
  call.mockReset();
  answer();
});

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

describe('profile', () => {
  it('shows the fields the platform shows, marked as it requires them, filled with the saved values', async () => {
    renderWithProviders(<ProfilePage />, { route: '/member/profile' });
    expect(await screen.findByText('Account: player1')).toBeTruthy();
    expect(field('Nickname').value).toBe('Juan');
    expect(field('Current address *').value).toBe('3F Ayala Tower, Makati');
    expect(field('Nationality *').value).toBe('Filipino');
    expect(screen.getByLabelText('Birthday').getAttribute('type')).toBe('date');
    // A field the platform switched off is not shown.
    expect(screen.queryByLabelText('Skype')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Avatar 2' })).toHaveProperty('checked', true);
    // The site's input look (components/form/form.css), finger-sized on a phone like every other form's.
    expect(field('Nickname').classList.contains('form-input')).toBe(true);
  });

  it('checks the fields with the pattern catalogue and sends nothing while one is wrong', async () => {
    renderWithProviders(<ProfilePage />, { route: '/member/profile' });
    await screen.findByText('Account: player1');
    fireEvent.change(field('Nationality *'), { target: { value: 'Filipino1' } });
    fireEvent.change(field('Current address *'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(field('Nationality *').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalledWith('profile.save', expect.anything());
  });

  it('saves every shown field and says so', async () => {
    renderWithProviders(<ProfilePage />, { route: '/member/profile' });
    await screen.findByText('Account: player1');
    fireEvent.change(field('WhatsApp'), { target: { value: ' 639171234567 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile saved.');
    expect(call).toHaveBeenCalledWith('profile.save', {
      nickname: 'Juan',
      birthday: '',
      currentAddress: '3F Ayala Tower, Makati',
      nationality: 'Filipino',
      whatsapp: '639171234567',
    });
  });

  it("puts the platform's refusal under its field", async () => {
    answer({
      'profile.save': { success: false, errorCode: 'profile.birthday.underage', message: 'too young', value: { field: 'birthday' } },
    });
    renderWithProviders(<ProfilePage />, { route: '/member/profile' });
    await screen.findByText('Account: player1');
    fireEvent.change(screen.getByLabelText('Birthday'), { target: { value: '2015-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be at least 18 years old.')).toBeTruthy();
  });

  it('chooses an avatar at once and shows a refusal', async () => {
    renderWithProviders(<ProfilePage />, { route: '/member/profile' });
    await screen.findByText('Account: player1');
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 3' }));
    expect((await screen.findByRole('status')).textContent).toBe('Avatar saved.');
    expect(call).toHaveBeenCalledWith('profile.chooseAvatar', { avatar: '2' });
    expect(screen.getByRole('radio', { name: 'Avatar 3' })).toHaveProperty('checked', true);

    answer({ 'profile.chooseAvatar': { success: false, errorCode: 'function.not.available', message: 'Not offered', value: null } });
    fireEvent.click(screen.getByRole('radio', { name: 'Avatar 1' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not offered'));
    expect(screen.getByRole('radio', { name: 'Avatar 3' })).toHaveProperty('checked', true);
  });
});
