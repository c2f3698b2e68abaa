import { useCallback } from 'react';
import { resolvePath, useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Navigation that ignores the page already shown and swallows navigation failures:
 * a second click on the current menu entry must not push a duplicate history entry.
 */
export function useNavigateSafe(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const target = resolvePath(to, location.pathname);
      const same =
        target.pathname === location.pathname &&
        (target.search || '') === (location.search || '') &&
        (target.hash || '') === (location.hash || '');
      if (same) return;
      try {
        const pending = navigate(to, options) as unknown;
        if (pending instanceof Promise) pending.catch(() => undefined);
      } catch {
        // A failed navigation leaves the visitor where they are; nothing to report.
      }
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
