import type { MouseEvent } from 'react';
import type { To } from 'react-router-dom';
import { Link, NavLink, type LinkProps, type NavLinkProps } from './RouterLink';
import { useNavigateSafe } from '../lib/navigation';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

interface SafeClickOptions {
  to: To;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  replace?: boolean;
  state?: unknown;
  target?: string;
  reloadDocument?: boolean;
}

/**
 * The click handler both links share: plain clicks navigate through the safe navigation, which
 * ignores the page already shown and swallows failures; modified clicks (new tab) keep the browser's.
 */
function useSafeClick({ to, onClick, replace, state, target, reloadDocument }: SafeClickOptions) {
  const go = useNavigateSafe();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || target === '_blank' || reloadDocument) return;
    event.preventDefault();
    go(to, { replace, state });
  };
}

/** A router link that ignores a click on the page already shown and swallows navigation failures. */
export function SafeLink({ onClick, to, replace, state, ...rest }: LinkProps) {
  const click = useSafeClick({ to, onClick, replace, state, target: rest.target, reloadDocument: rest.reloadDocument });
  return <Link to={to} {...rest} onClick={click} />;
}

/** NavLink (aria-current on the active route) with the same same-page rule. */
export function SafeNavLink({ onClick, to, replace, state, ...rest }: NavLinkProps) {
  const click = useSafeClick({ to, onClick, replace, state, target: rest.target, reloadDocument: rest.reloadDocument });
  return <NavLink to={to} {...rest} onClick={click} />;
}
