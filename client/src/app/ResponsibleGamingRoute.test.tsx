import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { clearSession } from '../lib/stores/session';
import { learn } from '../lib/stores/offered';
import { Footer } from '../features/footer/Footer';
import { memberPages } from './memberPages';
import ResponsibleGamingRoute from './ResponsibleGamingRoute';

vi.mock('../lib/api', async (original) => ({
  ...(await original<typeof import('../lib/api')>()),
  call: vi.fn(async () => ({ success: false, value: null, errorCode: 'function.not.available' })),
}));

const responsibleGaming = memberPages.find((p) => p.id === 'responsibleGaming')!;
const context = { role: 'member' as const, toUpline: false, flags: {}, singleWallet: false, labelled: false };

describe('where the responsible-gaming page is offered', () => {
  beforeEach(() => {
    clearSession();
    learn('protection.state', null);
  });

  it('is the member centre’s last entry, shown once the platform answered that it offers protection', () => {
    expect(memberPages.at(-1)?.id).toBe('responsibleGaming');
    expect(responsibleGaming.visible(context)).toBe(false);
    expect(responsibleGaming.undecided?.()).toBe(true);
    learn('protection.state', true);
    expect(responsibleGaming.visible(context)).toBe(true);
    learn('protection.state', false);
    expect(responsibleGaming.visible(context)).toBe(false);
    expect(responsibleGaming.undecided?.()).toBe(false);
  });

  it('shows the page to a guest, and the not-found page once the platform lacks the calls', async () => {
    renderWithProviders(<ResponsibleGamingRoute />, { route: '/responsible-gaming' });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeTruthy();
    act(() => learn('protection.state', false));
    expect(screen.queryByRole('heading', { name: 'Responsible gaming' })).toBeNull();
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });

  it('links the footer to it until the platform says it lacks the calls', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Responsible gaming: limits, breaks and help' }).getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    act(() => learn('protection.state', false));
    expect(screen.queryByRole('link', { name: /Responsible gaming/ })).toBeNull();
  });
});
