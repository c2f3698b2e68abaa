import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MemberInfo } from '../../../shared/domains/member/schemas';
import { i18n } from '../lib/i18n';
import { clearSession, loginInfo, setMemberInfo } from '../lib/stores/session';
import { systemStatus } from '../lib/stores/status';
import { setBrandForTesting } from '../lib/stores/brand';
import { statusWith } from '../test/status';
import { renderWithProviders } from '../test/render';
import { Header } from './Header';
import MemberCentre from './MemberCentre';

vi.mock('../lib/api', () => ({ call: vi.fn() }));
import { call } from '../lib/api';

vi.mock('../features/missions/MissionsPage', () => ({ default: () => 'Missions page' }));
vi.mock('../features/rank/RankPage', () => ({ default: () => 'Rank page' }));
vi.mock('../features/records/BonusPage', () => ({ default: () => 'Bonus page' }));
// The member header shows only the member's label here: its balance and shortcuts have tests of their own.
vi.mock('../features/identity/MemberHeader', async (importOriginal) => {
  const { MemberLabelChip } = await importOriginal<typeof import('../features/identity/MemberHeader')>();
  return { MemberHeader: MemberLabelChip, MemberLabelChip };
});

const summary = (waiting: number[]) => ({
  list: waiting.map((waitingRewards, i) => ({ missionId: i + 1, title: `M${i}`, waitingRewards })),
  page: 1,
  size: 50,
  total: waiting.length,
});
let waiting: number[] = [];

const member = (over: Partial<MemberInfo>): MemberInfo => ({ account: 'player7', id: 7, type: 0, memberLabel: [], ...over });

function renderCentre(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/member/*" element={<MemberCentre />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
const menu = () => within(screen.getByRole('navigation', { name: 'Member centre pages' }));

describe('missions and player rank in the member centre', () => {
  beforeEach(() => {
    setBrandForTesting({});
    waiting = [1, 0, 2];
    systemStatus.value = statusWith({ flags: { MISSIONLB3: true } });
    vi.mocked(call).mockReset();
    vi.mocked(call).mockImplementation((async (key: string) => {
      if (key === 'cashier.merchantWallet') return { success: true, value: { isSingle: true } };
      if (key === 'missions.summary') return { success: true, value: summary(waiting) };
      return { success: false, value: null };
    }) as never);
    loginInfo({ token: 'tok', id: 7, userName: 'player7', type: 0 });
  });
  afterEach(() => {
    clearSession();
    systemStatus.value = null;
  });

  it('badges the missions entry with the open missions whose rewards wait', async () => {
    setMemberInfo(member({ clubLabel: { labelName: 'Silver', color: '#c0c0c0', color2: '#8a8a8a', rankLevel: 2 } }));
    renderCentre('/member/bonusDetails');
    expect(await screen.findByText('Bonus page')).toBeTruthy();
    await waitFor(() => expect(menu().getByRole('link', { name: 'Mission activity 2' })).toBeTruthy());
    expect(vi.mocked(call)).toHaveBeenCalledWith('missions.summary', { status: 'O', page: 1, size: 50 }, expect.anything());
    expect(menu().getByRole('link', { name: 'Player rank' }).getAttribute('href')).toBe('/member/playerRank');
  });

  it('shows no badge when nothing waits, and no missions entry when MISSIONLB3 is off', async () => {
    waiting = [0];
    setMemberInfo(member({ clubLabel: { labelName: 'Silver', rankLevel: 2 } }));
    const { unmount } = renderCentre('/member/bonusDetails');
    expect(await screen.findByText('Bonus page')).toBeTruthy();
    await waitFor(() => expect(vi.mocked(call)).toHaveBeenCalledWith('missions.summary', expect.anything(), expect.anything()));
    expect(menu().getByRole('link', { name: 'Mission activity' })).toBeTruthy();
    unmount();
    systemStatus.value = statusWith({ flags: {} });
    renderCentre('/member/bonusDetails');
    expect(await screen.findByText('Bonus page')).toBeTruthy();
    expect(menu().queryByRole('link', { name: /Mission activity/ })).toBeNull();
  });

  it('offers the player rank only when member info carries a label', async () => {
    setMemberInfo(member({}));
    renderCentre('/member/playerRank');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(menu().queryByRole('link', { name: 'Player rank' })).toBeNull();
  });

  it('shows the member label in its colours in the header, else the club label', async () => {
    setMemberInfo(member({ clubLabel: { labelName: 'Gold', color: '#ffd700', color2: '#b8860b', rankLevel: 3 } }));
    const { unmount } = renderWithProviders(<Header />);
    // In the member header, whose chunk loads on sign-in.
    const gold = await screen.findByText('Gold');
    expect([gold.style.backgroundColor, gold.style.color]).toEqual(['rgb(255, 215, 0)', 'rgb(184, 134, 11)']);
    unmount();
    setMemberInfo(
      member({
        clubLabel: { labelName: 'VIP', rankLevel: 6 },
        memberLabel: [{ labelName: 'VIP club', textColor: '#1a1a1a', bgColor: '#f5c542' }],
      }),
    );
    renderWithProviders(<Header />);
    const vip = await screen.findByText('VIP club');
    expect([vip.style.backgroundColor, vip.style.color]).toEqual(['rgb(245, 197, 66)', 'rgb(26, 26, 26)']);
  });
});
