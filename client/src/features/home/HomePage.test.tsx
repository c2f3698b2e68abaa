import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { noticePopup } from '../../lib/stores/ui';
import { vendorLanes } from '../../lib/stores/vendors';
import { resetAnnouncements } from '../../lib/content';
import HomePage, { NOTICE_SETTLE_MS } from './HomePage';
import { openModals } from '../../lib/stores/modals';
import { resetNoticeShown } from './noticeOnce';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const withNotices = (count: number): Announcements => ({
  banners: [],
  popup: [],
  promotion: [],
  player: Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Notice ${i + 1}`, content: '<p>x</p>', time: 0 })),
});

function serve(announcements: Announcements) {
  vi.mocked(call).mockImplementation((async (key: string) => {
    if (key === 'content.announcements') return { success: true, value: announcements };
    if (key === 'games.hot') return { success: true, value: { list: [] } };
    if (key === 'games.winnerBoard')
      return {
        success: true,
        value: {
          list: [
            {
              vo: {
                customerName: 'pl***1',
                winAmount: 96,
                vassalage: 'TCG_SEA',
                gameId: 'TCGLOTTO642',
                nodeId: 9,
                gameName: 'Lotto 6/42',
                winTime: 1,
              },
            },
          ],
        },
      };
    return { success: false, value: null };
  }) as never);
}

describe('HomePage', () => {
  beforeEach(() => {
    resetAnnouncements();
    resetNoticeShown();
    noticePopup.value = { open: false, index: null };
    vendorLanes.value = [
      {
        title: 'LIVE',
        cards: [{ vassalage: 'EVO', displayName: 'Evolution', gameType: 'LIVE', lagerIcon: '/img/vendor/EVO.svg', isHot: 0 }],
        gameClassify: [],
      },
      {
        title: 'LOTT',
        cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: 'VN Lottery', gameType: 'LOTT', lagerIcon: '/img/vendor/VN.svg', isHot: 0 }],
        gameClassify: [],
      },
    ];
  });
  afterEach(() => {
    vendorLanes.value = [];
  });

  it('shows the categories with their vendor cards', async () => {
    serve(withNotices(0));
    renderWithProviders(<HomePage />);
    const live = await screen.findByRole('region', { name: 'Live Casino' });
    expect(
      within(live)
        .getByRole('link', { name: /Evolution/ })
        .getAttribute('href'),
    ).toBe('/live?vendor=EVO');
    expect(
      within(screen.getByRole('region', { name: 'Lottery' }))
        .getByRole('link', { name: /VN Lottery/ })
        .getAttribute('href'),
    ).toBe('/vnlottery');
    expect(await screen.findByText('No hot games right now.')).toBeTruthy();
  });

  it('shows the winners board', async () => {
    serve(withNotices(0));
    renderWithProviders(<HomePage />);
    const board = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(await within(board).findByRole('list', { name: 'Latest winners' })).getByText('pl***1')).toBeTruthy();
  });

  it('opens the notices on the first visit of the session only', async () => {
    serve(withNotices(2));
    const first = renderWithProviders(<HomePage />);
    await waitFor(() => expect(noticePopup.value.open).toBe(true));
    first.unmount();
    noticePopup.value = { open: false, index: null };
    renderWithProviders(<HomePage />);
    await screen.findByText('No hot games right now.');
    expect(noticePopup.value.open).toBe(false);
  });

  it('waits with the notices while another dialog (a registration success, say) is open', async () => {
    serve(withNotices(2));
    openModals.value = 1;
    try {
      renderWithProviders(<HomePage />);
      await screen.findByText('No hot games right now.');
      expect(noticePopup.value.open).toBe(false);
      act(() => {
        openModals.value = 0;
      });
      await waitFor(() => expect(noticePopup.value.open).toBe(true));
    } finally {
      openModals.value = 0;
    }
  });

  it('does not open in the moment between one dialog closing and the next opening', async () => {
    serve(withNotices(2));
    openModals.value = 1;
    try {
      renderWithProviders(<HomePage />);
      await screen.findByText('No hot games right now.');
      act(() => {
        openModals.value = 0;
      });
      act(() => {
        openModals.value = 1;
      });
      await new Promise((resolve) => setTimeout(resolve, NOTICE_SETTLE_MS + 100));
      expect(noticePopup.value.open).toBe(false);
    } finally {
      openModals.value = 0;
    }
  });

  it('does not open an empty notice popup', async () => {
    serve(withNotices(0));
    renderWithProviders(<HomePage />);
    await screen.findByText('No hot games right now.');
    expect(noticePopup.value.open).toBe(false);
  });
});
