import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render';
import { ContractTermsFields, emptyTerms, type TermsDraft } from './ContractTermsFields';

function Harness({ initial }: { initial: TermsDraft }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ContractTermsFields value={value} onChange={setValue} ceiling="3.00" />
      <output data-testid="draft">{JSON.stringify({ kind: value.kind, period: value.period, tiers: value.tiers.length })}</output>
    </>
  );
}

describe('<ContractTermsFields>', () => {
  it('keeps a fixed kind without a kind picker, and stops at five tiers', async () => {
    renderWithProviders(<Harness initial={emptyTerms('HOURLY_SALARY')} />);
    expect(screen.queryByLabelText('Contract type')).toBeNull();
    expect(screen.queryByLabelText('Dividend period')).toBeNull();
    expect(screen.getByText(/at most 3.00%/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tier 1' })).toBeNull();
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Add a tier' }));
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a tier' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Tier 5' })).getByLabelText('Team valid bet')).toBeTruthy();
  });

  it('asks a dividend for its period and names the threshold the team loss', async () => {
    renderWithProviders(<Harness initial={emptyTerms('DIVIDEND')} />);
    expect(screen.getByLabelText('Team loss')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Dividend period'), 'SEMIMONTHLY');
    expect(screen.getByTestId('draft').textContent).toBe(JSON.stringify({ kind: 'DIVIDEND', period: 'SEMIMONTHLY', tiers: 1 }));
  });
});
