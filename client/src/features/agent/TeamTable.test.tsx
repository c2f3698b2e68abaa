import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TeamTable, type Column } from './TeamTable';

interface Row {
  name: string;
}
const columns: Column<Row>[] = [{ id: 'name', label: 'Name', cell: (row) => row.name }];
const show = () => render(<TeamTable caption="Rows" columns={columns} rows={[{ name: 'a' }]} rowKey={(row) => row.name} />);

/** jsdom lays nothing out: the widths a phone (390 px) would measure for a wide table. */
function measure(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('<TeamTable>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('makes a table wider than its box a named tab stop, so the keyboard can scroll it', () => {
    measure(1200, 390);
    show();
    const box = screen.getByRole('region', { name: 'Rows' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.contains(screen.getByRole('table', { name: 'Rows' }))).toBe(true);
  });

  it('adds no tab stop when the table fits', () => {
    measure(600, 800);
    show();
    expect(screen.getByRole('region', { name: 'Rows' }).hasAttribute('tabindex')).toBe(false);
  });
});
