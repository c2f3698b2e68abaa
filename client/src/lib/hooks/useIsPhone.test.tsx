import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setWindowWidth } from '../../test/phone';
import { isPhone, PHONE_QUERY } from '../phoneLayout';
import { useIsPhone } from './useIsPhone';

function Layout() {
  return <output aria-label="layout">{useIsPhone() ? 'phone' : 'desktop'}</output>;
}

describe('useIsPhone', () => {
  it('is the desktop without matchMedia', () => {
    expect(isPhone()).toBe(false);
    render(<Layout />);
    expect(screen.getByRole('status', { name: 'layout' }).textContent).toBe('desktop');
  });

  it('asks the one phone breakpoint: below 768 px wide', () => {
    expect(PHONE_QUERY).toBe('(max-width: 767.98px)');
    setWindowWidth(767);
    expect(isPhone()).toBe(true);
    setWindowWidth(768);
    expect(isPhone()).toBe(false);
  });

  it('follows the window as it is resized', () => {
    setWindowWidth(1366);
    render(<Layout />);
    const layout = screen.getByRole('status', { name: 'layout' });
    expect(layout.textContent).toBe('desktop');
    setWindowWidth(390);
    expect(layout.textContent).toBe('phone');
    setWindowWidth(1024);
    expect(layout.textContent).toBe('desktop');
  });
});
