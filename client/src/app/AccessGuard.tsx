import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { GuardExemptPaths } from '../../../shared/routes';
import { brand } from '../lib/stores/brand';
import { isLoggedIn } from '../lib/stores/session';

export function isGuardExempt(pathname: string): boolean {
  const clean = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return GuardExemptPaths.includes(clean);
}

/** With the brand's loginedToHomePage on, a visitor without a session sees only /login and the exempt pages. */
export function AccessGuard() {
  useSignals();
  const { pathname } = useLocation();
  if (brand.value.loginedToHomePage && !isLoggedIn.value && !isGuardExempt(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
