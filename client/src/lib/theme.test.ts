import { describe, it, expect, vi, beforeEach } from 'vitest';

describe('theme', () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('is dark by default and sets the document attribute', async () => {
    const { theme, applyTheme } = await import('./theme');
    const stop = applyTheme();
    expect(theme.value).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('persists a change in localStorage and on the document', async () => {
    const { setTheme, toggleTheme, applyTheme } = await import('./theme');
    const stop = applyTheme();
    setTheme('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    toggleTheme();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
  });

  it('starts from the stored choice on the next visit', async () => {
    localStorage.setItem('theme', 'light');
    const { theme } = await import('./theme');
    expect(theme.value).toBe('light');
  });

  it('ignores a stored value that is not a theme', async () => {
    localStorage.setItem('theme', 'purple');
    const { theme } = await import('./theme');
    expect(theme.value).toBe('dark');
  });
});
