import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Pagination, pageItems } from './Pagination';

const labels = (current: number, count: number) =>
  pageItems(current, count)
    .map((i) => (i.kind === 'gap' ? '…' : String(i.page)))
    .join(' ');

describe('Pagination', () => {
  it('shows one margin page at each end and three pages around the current one', () => {
    expect(labels(1, 5)).toBe('1 2 3 4 5');
    expect(labels(1, 12)).toBe('1 2 3 … 12');
    expect(labels(6, 12)).toBe('1 … 5 6 7 … 12');
    expect(labels(12, 12)).toBe('1 … 10 11 12');
    expect(labels(3, 12)).toBe('1 2 3 4 … 12');
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('marks the current page and moves with previous and next', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Pagination page={6} pageCount={12} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 12' }));
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([5, 7, 12]);
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
