import { describe, it, expect, beforeEach, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SystemStatus } from '../../../../shared/domains/system/schemas';
import { renderWithProviders } from '../../test/render';
import { statusLoadFailed, systemStatus } from '../../lib/stores/status';
import { vendorsSettled } from '../../lib/stores/vendors';
import { StatusGate, VENDOR_WAIT_MS } from './StatusGate';
import { formatEndTime } from './MaintenancePage';

const openCustomerService = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../lib/customerService', () => ({ openCustomerService }));

function status(over: Partial<SystemStatus> = {}): SystemStatus {
  return {
    maintenance: false,
    maintenanceEndTime: null,
    regionRestriction: false,
    location: { ip: '203.0.113.7', country: 'Philippines', countryCode: 'PH' },
    info: {
      whitelabel: [],
      register: {},
      resources: [],
      customerService: [],
      domainRoute: [],
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
    },
    ...over,
  };
}

const app = (
  <StatusGate onRetry={() => undefined}>
    <p>The app</p>
  </StatusGate>
);

describe('StatusGate', () => {
  beforeEach(() => {
    systemStatus.value = null;
    statusLoadFailed.value = false;
    vendorsSettled.value = true;
    openCustomerService.mockClear();
  });

  it('shows an accessible loading state while the status loads', () => {
    renderWithProviders(app);
    expect(screen.getByRole('status').textContent).toContain('Loading the site');
    expect(screen.queryByText('The app')).toBeNull();
  });

  it('state 0 waits for the vendors (the menus come from them), but not for ever', async () => {
    vi.useFakeTimers();
    try {
      vendorsSettled.value = false;
      systemStatus.value = status();
      renderWithProviders(app);
      expect(screen.queryByText('The app')).toBeNull();
      // The site opens in a deferred render: an async act lets it finish.
      await act(async () => {
        vendorsSettled.value = true;
      });
      expect(screen.getByText('The app')).toBeTruthy();

      vendorsSettled.value = false;
      renderWithProviders(
        <StatusGate onRetry={() => undefined}>
          <p>Second app</p>
        </StatusGate>,
      );
      expect(screen.queryByText('Second app')).toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(VENDOR_WAIT_MS);
      });
      expect(screen.getByText('Second app')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('state 0 shows the app', () => {
    systemStatus.value = status();
    renderWithProviders(app);
    expect(screen.getByText('The app')).toBeTruthy();
  });

  it('state 1 shows maintenance with the end time and Contact Us', async () => {
    const end = Date.UTC(2030, 4, 17, 9, 30);
    systemStatus.value = status({ maintenance: true, maintenanceEndTime: end });
    renderWithProviders(app);
    // The page is its own chunk: it shows once loaded.
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeTruthy();
    expect(screen.getByText(`Expected to be back by ${formatEndTime(end, navigator.language)}`)).toBeTruthy();
    expect(screen.queryByText('The app')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it('state 1 without an end time shows no time', async () => {
    systemStatus.value = status({ maintenance: true });
    renderWithProviders(app);
    await screen.findByRole('heading', { name: 'System Maintenance' });
    expect(screen.queryByText(/Expected to be back/)).toBeNull();
  });

  it('state 2 shows the restriction page with IP, country and the exact text', async () => {
    systemStatus.value = status({ regionRestriction: true });
    renderWithProviders(app);
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'RESTRICTION OF VISIT' })).toBeTruthy();
    expect(screen.getByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByText('Philippines')).toBeTruthy();
    expect(
      screen.getByText(
        'Due to restriction of your location or IP address, you are not allowed to access the site. We apologize for the inconvenience.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(openCustomerService).toHaveBeenCalledTimes(1);
  });

  it('maintenance wins over restriction', async () => {
    systemStatus.value = status({ maintenance: true, regionRestriction: true });
    renderWithProviders(app);
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeTruthy();
  });

  it('offers a retry when the status cannot load', async () => {
    const onRetry = vi.fn();
    statusLoadFailed.value = true;
    renderWithProviders(
      <StatusGate onRetry={onRetry}>
        <p>The app</p>
      </StatusGate>,
    );
    expect(screen.getByRole('heading', { name: 'The site could not be reached' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    act(() => {
      systemStatus.value = status();
    });
    expect(screen.getByText('The app')).toBeTruthy();
  });
});
