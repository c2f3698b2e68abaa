import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { Announcements } from '../../../../shared/domains/content/schemas';
import { renderWithProviders } from '../../test/render';
import { loginPopup, noticePopup } from '../../lib/stores/ui';
import { resetAnnouncements } from '../../lib/content';
import HomePage, { NOTICE_SETTLE_MS } from './HomePage';
import { markNoticeShown, noticeAlreadyShown, resetNoticeShown } from './noticeOnce';

vi.mock('../../lib/api', () => ({ call: vi.fn() }));
import { call } from '../../lib/api';

const notices: Announcements = {
  banners: [],
  popup: [],
  promotion: [],
  player: [{ id: 1, title: 'Notice', content: '<p>x</p>', time: 0 }],
};

describe('the notices open once per visit, never over another dialog', () => {
  beforeEach(() => {
    resetAnnouncements();
    resetNoticeShown();
    sessionStorage.clear();
    noticePopup.value = { open: false, index: null };
    loginPopup.value = null;
    vi.mocked(call).mockImplementation((async (key: string) => {
      if (key === 'content.announcements') return { success: true, value: notices };
      return { success: true, value: { list: [] } };
    }) as never);
  });
  afterEach(() => {
    loginPopup.value = null;
  });

  it('waits while the login popup is asked for, even before its dialog is on screen', async () => {
    loginPopup.value = 'login';
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('content.announcements', expect.anything()));
    await act(() => new Promise((resolve) => setTimeout(resolve, NOTICE_SETTLE_MS + 100)));
    expect(noticePopup.value.open).toBe(false);
    act(() => {
      loginPopup.value = null;
    });
    await waitFor(() => expect(noticePopup.value.open).toBe(true));
  });

  it('stays shown for the rest of the visit, across page loads', async () => {
    markNoticeShown();
    // A fresh page load of the same visit (a sign-out keeps the mark: identity/logout.test.ts).
    resetNoticeShown();
    expect(noticeAlreadyShown()).toBe(true);
    renderWithProviders(<HomePage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, NOTICE_SETTLE_MS + 100)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(noticePopup.value.open).toBe(false);
  });
});
