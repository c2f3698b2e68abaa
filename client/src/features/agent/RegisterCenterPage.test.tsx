import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentError } from '../../../../shared/domains/agent/errors';
import type { AffiliateLink } from '../../../../shared/domains/agent/schemas';
import { renderWithProviders } from '../../test/render';
import { statusWith } from '../../test/status';
import { systemStatus } from '../../lib/stores/status';
import RegisterCenterPage from './RegisterCenterPage';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

type Handler = (payload: Record<string, unknown>) => unknown;
let handlers: Record<string, Handler>;
const ok = (value: unknown) => ({ success: true, value });
const refused = (errorCode: string, message = '') => ({ success: false, value: null, message, errorCode });

const link = (code: string, accountType: number, registrations: number): AffiliateLink => ({
  code,
  accountType,
  domain: 'play.example.com',
  url: `https://play.example.com/register?affiliateCode=${code}`,
  registrations,
  createdAt: new Date(2024, 4, 1).getTime(),
});
let links: AffiliateLink[];
const ceilings = { DAILY_SALARY: '1.00', HOURLY_SALARY: '0.00', REALTIME_SALARY: '0.50', DIVIDEND: '0.00' };

const sent = (key: string) =>
  vi
    .mocked(call)
    .mock.calls.filter(([k]) => k === key)
    .map(([, p]) => p);

function renderPage() {
  return renderWithProviders(<RegisterCenterPage />, { route: '/agent/registerCenter' });
}
const form = () => screen.getByRole('form', { name: 'Open an account' });

describe('<RegisterCenterPage>', () => {
  beforeEach(() => {
    systemStatus.value = statusWith({ flags: { DAILYSALCONT3: true, HOURSAL3: true } });
    links = [link('AB12CD', 0, 7), link('AG34EF', 1, 0)];
    handlers = {
      'contracts.mine': () => ok({ contracts: [], ceilings }),
      'agent.affiliateLinks': () => ok({ domains: ['play.example.com', 'win.example.com'], links }),
      'agent.registerDownline': (p) => ok({ username: String(p.username), accountType: Number(p.accountType), contracts: [] }),
      'agent.createAffiliateLink': (p) => {
        const created = link('NEW999', Number(p.accountType), 0);
        links = [...links, created];
        return ok(created);
      },
    };
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation(
      (async (key: string, payload: Record<string, unknown>) => handlers[key]?.(payload) ?? refused('unexpected')) as never,
    );
  });
  afterEach(() => {
    systemStatus.value = null;
  });

  it('opens an account below the agent, names it and empties the form', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Register account' })).toBeTruthy();
    await user.type(within(form()).getByLabelText('Username'), ' newbie01 ');
    await user.type(within(form()).getByLabelText('Password'), 'Secret123');
    await user.selectOptions(within(form()).getByLabelText('Account type'), 'Agent');
    await user.type(within(form()).getByLabelText('Nickname'), 'Newbie');
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    expect((await within(form()).findByRole('status')).textContent).toBe('Account newbie01 was opened as Agent.');
    expect(sent('agent.registerDownline')).toEqual([{ username: 'newbie01', password: 'Secret123', accountType: 1, nickname: 'Newbie' }]);
    expect((within(form()).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect((within(form()).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((within(form()).getByLabelText('Account type') as HTMLSelectElement).value).toBe('0');
  });

  it('asks for the username and password before sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    expect(within(form()).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(within(form()).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(sent('agent.registerDownline')).toEqual([]);
  });

  it("shows the platform's refusals under their field", async () => {
    handlers['agent.registerDownline'] = () => refused(AgentError.usernameTaken, 'username.exists');
    const user = userEvent.setup();
    renderPage();
    await user.type(within(form()).getByLabelText('Username'), 'player1');
    await user.type(within(form()).getByLabelText('Password'), 'Secret123');
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe('This username is already taken.');
    expect(within(form()).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    // The form keeps what was typed, to correct it.
    expect((within(form()).getByLabelText('Username') as HTMLInputElement).value).toBe('player1');
  });

  it('offers a contract with the new account, of the kinds the brand has on and the agent may pass on', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(within(form()).getByLabelText('Username'), 'salaried');
    await user.type(within(form()).getByLabelText('Password'), 'Secret123');
    await user.click(await within(form()).findByRole('button', { name: 'Add a contract offer' }));
    // Daily salary only: hourly has no ceiling of the agent's own, real-time is off for the brand.
    expect(within(form()).queryByLabelText('Contract type')).toBeNull();
    expect(within(form()).queryByRole('button', { name: 'Add a contract offer' })).toBeNull();
    await user.type(within(form()).getByLabelText('Team valid bet'), '10000');
    await user.type(within(form()).getByLabelText('Minimum active members'), '3');
    await user.type(within(form()).getByLabelText('Rate (%)'), '1.50');
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    expect(await within(form()).findByText('Check the marked contract fields.')).toBeTruthy();
    expect(sent('agent.registerDownline')).toEqual([]);
    await user.clear(within(form()).getByLabelText('Rate (%)'));
    await user.type(within(form()).getByLabelText('Rate (%)'), '0.75');
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    await within(form()).findByText('Account salaried was opened as Member.');
    expect(sent('agent.registerDownline')).toEqual([
      {
        username: 'salaried',
        password: 'Secret123',
        accountType: 0,
        contracts: [{ kind: 'DAILY_SALARY', tiers: [{ threshold: '10000.00', minActiveMembers: 3, rate: '0.75' }] }],
      },
    ]);
    expect(within(form()).queryByLabelText('Team valid bet')).toBeNull();
  });

  it('says a refused contract kept the account from opening', async () => {
    handlers['agent.registerDownline'] = () => refused(AgentError.contractRateAboveOwn, 'contract.rate.above.upline');
    const user = userEvent.setup();
    renderPage();
    await user.type(within(form()).getByLabelText('Username'), 'salaried');
    await user.type(within(form()).getByLabelText('Password'), 'Secret123');
    await user.click(await within(form()).findByRole('button', { name: 'Add a contract offer' }));
    await user.type(within(form()).getByLabelText('Team valid bet'), '0');
    await user.type(within(form()).getByLabelText('Minimum active members'), '0');
    await user.type(within(form()).getByLabelText('Rate (%)'), '1');
    await user.click(within(form()).getByRole('button', { name: 'Open the account' }));
    expect((await within(form()).findByRole('alert')).textContent).toBe(
      'A rate is higher than your own contract allows. The account was not opened.',
    );
  });

  it('lists the affiliate links with their type, address, registrations and QR code', async () => {
    renderPage();
    const section = await screen.findByRole('region', { name: 'Affiliate links' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByText('AB12CD')).toBeTruthy();
    expect(first.getByText('Member')).toBeTruthy();
    expect(first.getByText('7')).toBeTruthy();
    expect(first.getByText('https://play.example.com/register?affiliateCode=AB12CD')).toBeTruthy();
    // The spec's size beside a link, once the code is drawn.
    await waitFor(() => expect(first.getByRole('img', { name: 'QR code of the link of code AB12CD' }).getAttribute('width')).toBe('100'));
    expect(within(items[1]).getByText('Agent')).toBeTruthy();
  });

  it('copies a link and says so, or says it could not', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy the link of code AG34EF' }));
    expect(writeText).toHaveBeenCalledWith('https://play.example.com/register?affiliateCode=AG34EF');
    expect(await screen.findByText('The link of code AG34EF was copied.')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy the link of code AB12CD' }));
    expect(await screen.findByText(/The link of code AB12CD could not be copied/)).toBeTruthy();
  });

  it('creates a link for a chosen type and domain and shows it in the list', async () => {
    const user = userEvent.setup();
    renderPage();
    const newLink = await screen.findByRole('form', { name: 'New link' });
    await user.selectOptions(within(newLink).getByLabelText('Account type'), 'Agent');
    await user.selectOptions(within(newLink).getByLabelText('Domain'), 'win.example.com');
    await user.click(within(newLink).getByRole('button', { name: 'Create the link' }));
    expect(await within(newLink).findByText('Link NEW999 was created.')).toBeTruthy();
    expect(sent('agent.createAffiliateLink')).toEqual([{ accountType: 1, domain: 'win.example.com' }]);
    await waitFor(() => expect(screen.getByText('NEW999')).toBeTruthy());
  });

  it('shows a refused link under the domain', async () => {
    handlers['agent.createAffiliateLink'] = () => refused(AgentError.linkLimit, 'affiliate.link.limit');
    const user = userEvent.setup();
    renderPage();
    const newLink = await screen.findByRole('form', { name: 'New link' });
    await user.click(within(newLink).getByRole('button', { name: 'Create the link' }));
    expect((await within(newLink).findByRole('alert')).textContent).toBe('You have reached the number of links allowed.');
    expect(sent('agent.createAffiliateLink')).toEqual([{ accountType: 0, domain: 'play.example.com' }]);
  });
});
