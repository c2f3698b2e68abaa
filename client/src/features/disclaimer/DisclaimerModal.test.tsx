import { describe, it, expect, beforeEach } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { setBrandForTesting } from '../../lib/stores/brand';
import { readSession } from '../../lib/storage';
import { DisclaimerModal } from './DisclaimerModal';
import { disclaimerPending } from './disclaimerState';

describe('DisclaimerModal', () => {
  beforeEach(() => {
    setBrandForTesting({ ageLimit: 23, copyrightYear: 2031, name: 'Lucky Star' });
    disclaimerPending.value = true;
  });

  it('opens with four statements ticked, the brand age and the copyright year', () => {
    renderWithProviders(<DisclaimerModal />);
    const dialog = screen.getByRole('dialog', { name: 'Before you enter' });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(4);
    expect(boxes.every((b) => b.checked)).toBe(true);
    expect(within(dialog).getByRole('checkbox', { name: 'I am over 23 years old.' })).toBeTruthy();
    expect(within(dialog).getByText('© 2031 Lucky Star. All rights reserved.')).toBeTruthy();
  });

  it('has no close button and ignores Escape', async () => {
    renderWithProviders(<DisclaimerModal />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Before you enter' })).toBeTruthy();
  });

  it('warns with the configured age when a statement is unticked, and stays open', async () => {
    renderWithProviders(<DisclaimerModal />);
    await userEvent.click(screen.getByRole('checkbox', { name: /licensed gaming employee/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enter the site' }));
    const warning = screen.getByRole('dialog', { name: 'Notice' });
    expect(within(warning).getByRole('alert').textContent).toContain('over 23 years old');
    expect(readSession('disclaimerAccept')).toBeNull();
    await userEvent.click(within(warning).getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('dialog', { name: 'Notice' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Before you enter' })).toBeTruthy();
  });

  it('stores the acceptance and closes when all are ticked; not shown again this session', async () => {
    const first = renderWithProviders(<DisclaimerModal />);
    await userEvent.click(screen.getByRole('button', { name: 'Enter the site' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession('disclaimerAccept')).toBe('true');
    expect(disclaimerPending.value).toBe(false);
    first.unmount();
    renderWithProviders(<DisclaimerModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
