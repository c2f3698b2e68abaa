import { describe, it, expect, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { GuardExemptPaths } from '../../../shared/routes';
import { renderWithProviders } from '../test/render';
import { setBrandForTesting } from '../lib/stores/brand';
import { token } from '../lib/stores/session';
import { AccessGuard } from './AccessGuard';

function tree() {
  return (
    <Routes>
      <Route element={<AccessGuard />}>
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="*" element={<h1>Guarded page</h1>} />
      </Route>
    </Routes>
  );
}

describe('AccessGuard', () => {
  beforeEach(() => {
    token.value = null;
  });

  it('with loginedToHomePage on, sends a visitor without a token to /login', () => {
    setBrandForTesting({ loginedToHomePage: true });
    renderWithProviders(tree(), { route: '/rng' });
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeTruthy();
  });

  it.each(GuardExemptPaths)('lets a visitor reach the exempt path %s', (path) => {
    setBrandForTesting({ loginedToHomePage: true });
    renderWithProviders(tree(), { route: path });
    expect(screen.getByRole('heading', { name: path === '/login' ? 'Login page' : 'Guarded page' })).toBeTruthy();
  });

  it('does not redirect when the setting is off', () => {
    setBrandForTesting({ loginedToHomePage: false });
    renderWithProviders(tree(), { route: '/rng' });
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeTruthy();
  });

  it('does not redirect a visitor with a token', () => {
    setBrandForTesting({ loginedToHomePage: true });
    token.value = 'abc123';
    renderWithProviders(tree(), { route: '/promotions' });
    expect(screen.getByRole('heading', { name: 'Guarded page' })).toBeTruthy();
  });
});
