import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The site's links inside the app: an `<a>` whose address comes from the router (`useHref`) and
 * whose plain clicks navigate in the page (`useLinkClickHandler`, which leaves a modified click, a
 * new tab or another target to the browser, and replaces the entry when the link points where the
 * visitor already is). These are the router's own public hooks for custom links. The router's
 * `Link` component also carries its framework mode's route-module prefetching, which a site on
 * `<BrowserRouter>` never runs: built on the hooks, the first load is 2 KB gzip lighter
 * (bench/budget.ts).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one (default: only when the link points at the current location). */
  replace?: boolean;
  /** History state for the entry the link opens. */
  state?: unknown;
  /** A plain page load instead of an in-app navigation. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, reloadDocument, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on the link's own path, not on the paths below it. */
  end?: boolean;
}

/**
 * Whether a link to `target` is the current page's, as the router's NavLink decides it: the same
 * path, or (without `end`) a path below it; letter case aside.
 */
export function isActivePath(current: string, target: string, end = false): boolean {
  const here = current.toLowerCase();
  const there = target.toLowerCase();
  if (here === there) return true;
  if (end || !here.startsWith(there)) return false;
  const slash = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here.charAt(slash) === '/';
}

/** A link that says when it is the current page's (`aria-current="page"`, which the styles read). */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useResolvedPath(props.to);
  const active = isActivePath(useLocation().pathname, pathname, end);
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
