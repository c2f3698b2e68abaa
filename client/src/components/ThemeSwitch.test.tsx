import { describe, it, expect, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { applyTheme, setTheme } from '../lib/theme';
import { ThemeSwitch } from './ThemeSwitch';

describe('ThemeSwitch', () => {
  beforeEach(() => setTheme('dark'));

  it('switches between dark and light and says what a press does', async () => {
    const stop = applyTheme();
    renderWithProviders(<ThemeSwitch />);
    const toLight = screen.getByRole('button', { name: 'Switch to the light theme' });
    expect(toLight.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toLight);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    const toDark = screen.getByRole('button', { name: 'Switch to the dark theme' });
    expect(toDark.getAttribute('aria-pressed')).toBe('true');
    stop();
  });
});
