import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { setLanguage } from '../../lib/i18n';
import OfflinePage from './OfflinePage';

describe('OfflinePage', () => {
  it('says the network is gone and tries again on its button', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithProviders(<OfflinePage onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: "You're offline" })).toBeTruthy();
    expect(alert.textContent).toContain('The network connection is gone');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again as soon as the browser says the network is back, and stops listening once gone', () => {
    const retry = vi.fn();
    const { unmount } = renderWithProviders(<OfflinePage onRetry={retry} />);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('speaks Filipino', async () => {
    await setLanguage('TL');
    renderWithProviders(<OfflinePage onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Offline ka' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeTruthy();
  });
});
