import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { renderWithProviders } from '../test/render';
import { useNavigateSafe } from './navigation';
import { SafeLink } from '../components/SafeLink';

function Probe() {
  const location = useLocation();
  const type = useNavigationType();
  const go = useNavigateSafe();
  return (
    <>
      <output aria-label="where">{`${location.pathname}${location.search}|${location.key}|${type}`}</output>
      <button type="button" onClick={() => go('/rng')}>
        Go slots
      </button>
      <button type="button" onClick={() => go('/rng?vendor=PG')}>
        Go PG
      </button>
      <SafeLink to="/rng">Slots link</SafeLink>
    </>
  );
}

const tree = (
  <Routes>
    <Route path="*" element={<Probe />} />
  </Routes>
);

describe('useNavigateSafe', () => {
  it('ignores navigation to the page already shown', async () => {
    renderWithProviders(tree, { route: '/rng' });
    const before = screen.getByRole('status', { name: 'where' }).textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Go slots' }));
    await userEvent.click(screen.getByRole('link', { name: 'Slots link' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe(before);
  });

  it('navigates when the query differs', async () => {
    renderWithProviders(tree, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Go PG' }));
    const text = screen.getByRole('status', { name: 'where' }).textContent ?? '';
    expect(text.startsWith('/rng?vendor=PG|')).toBe(true);
    expect(text.endsWith('|PUSH')).toBe(true);
  });

  it('navigates from another page', async () => {
    renderWithProviders(tree, { route: '/' });
    await userEvent.click(screen.getByRole('link', { name: 'Slots link' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent?.startsWith('/rng|')).toBe(true);
  });
});
