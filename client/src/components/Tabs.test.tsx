import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const ITEMS = [
  { key: 'a', label: 'First' },
  { key: 'b', label: 'Second' },
  { key: 'c', label: 'Third' },
];

function Row({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState('a');
  return (
    <div dir={dir}>
      <Tabs items={ITEMS} selected={selected} onSelect={setSelected} label="Kinds" panelId="panel" idPrefix="kind" />
    </div>
  );
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('moves with the arrow keys in reading order, left to right', () => {
    render(<Row dir="ltr" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'First' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Second');
    expect(document.activeElement?.textContent).toBe('Second');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Second' }), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe('First');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'First' }), { key: 'End' });
    expect(selectedTab()).toBe('Third');
  });

  it('right to left, ArrowLeft moves to the next tab and ArrowRight back', () => {
    render(<Row dir="rtl" />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'First' }), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe('Second');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Second' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('First');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'First' }), { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Third');
  });
});
