import type { MouseEvent } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router-dom';
import { useNavigateSafe } from '../lib/navigation';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A router link that ignores a click on the page already shown (spec 1 §2.1) and swallows
 * navigation failures; modified clicks (new tab) keep the browser's behaviour.
 */
export function SafeLink({ onClick, to, replace, state, ...rest }: LinkProps) {
  const go = useNavigateSafe();
  return (
    <Link
      to={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target === '_blank' || rest.reloadDocument) return;
        event.preventDefault();
        go(to, { replace, state });
      }}
    />
  );
}

/** NavLink (aria-current on the active route) with the same same-page rule. */
export function SafeNavLink({ onClick, to, replace, state, ...rest }: NavLinkProps) {
  const go = useNavigateSafe();
  return (
    <NavLink
      to={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || rest.target === '_blank' || rest.reloadDocument) return;
        event.preventDefault();
        go(to, { replace, state });
      }}
    />
  );
}
