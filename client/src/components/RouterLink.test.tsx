import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { isActivePath, Link, NavLink } from './RouterLink';

/** Where the router is, and how it got there. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">{`${useNavigationType()} ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</output>
  );
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {links}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('has the address the router gives it and navigates in the page on a plain click, with its state', () => {
    renderAt(
      '/',
      <Link to="/promotions?tab=all" state={{ from: 'home' }}>
        Promotions
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link.getAttribute('href')).toBe('/promotions?tab=all');
    expect(fireEvent.click(link)).toBe(false);
    expect(where()).toBe('PUSH /promotions?tab=all {"from":"home"}');
  });

  it('replaces the entry when it points where the visitor already is', () => {
    renderAt('/lottery', <Link to="/lottery">Lottery</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Lottery' }));
    expect(where()).toBe('REPLACE /lottery null');
  });

  it("leaves a modified click, another target and a page load to the browser, and runs the caller's handler first", () => {
    let seen = 0;
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" reloadDocument onClick={() => (seen += 1)}>
          C
        </Link>
        <Link to="/d" onClick={(event) => event.preventDefault()}>
          D
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'C' }))).toBe(true);
    expect(seen).toBe(1);
    fireEvent.click(screen.getByRole('link', { name: 'D' }));
    expect(where()).toBe('POP / null');
  });
});

describe('NavLink', () => {
  it("marks the current page's link, and a parent's unless it is `end`", () => {
    renderAt(
      '/member/wallet',
      <>
        <NavLink to="/member">Member</NavLink>
        <NavLink to="/member" end>
          Member only
        </NavLink>
        <NavLink to="/member/wallet">Wallet</NavLink>
        <NavLink to="/mem">Mem</NavLink>
      </>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Member')).toBe('page');
    expect(current('Member only')).toBeNull();
    expect(current('Wallet')).toBe('page');
    expect(current('Mem')).toBeNull();
  });
});

describe('isActivePath', () => {
  it('matches as the router does: the same path, a path below it, letter case aside', () => {
    expect(isActivePath('/Games/Slots', '/games')).toBe(true);
    expect(isActivePath('/games/', '/games/')).toBe(true);
    expect(isActivePath('/games/slots', '/games/')).toBe(true);
    expect(isActivePath('/gamesx', '/games')).toBe(false);
    expect(isActivePath('/games/slots', '/games', true)).toBe(false);
    // The home link is the home page's only, as the router has it.
    expect(isActivePath('/anything', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
