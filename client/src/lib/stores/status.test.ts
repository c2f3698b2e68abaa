import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest';
import { flattenWhitelabel, type WhitelabelNode } from '../../../../shared/domains/system/schemas';
import { flattenFlags, flags, loadStatus, resourceOf, statusLoadFailed, statusState, systemStatus } from './status';

const tree: WhitelabelNode[] = [
  {
    modId: 'COMM3',
    enabled: '1',
    childrenNodes: [{ modId: 'REG3', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }] }],
  },
  { modId: 'FREEPLAY3', enabled: '0', childrenNodes: [] },
];

const status = {
  maintenance: false,
  maintenanceEndTime: null,
  regionRestriction: false,
  location: { ip: '198.51.100.2', country: 'Philippines' },
  info: {
    whitelabel: tree,
    register: {},
    customerService: [],
    domainRoute: [],
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    resources: [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }],
  },
};

describe('status store', () => {
  beforeEach(() => {
    systemStatus.value = null;
    statusLoadFailed.value = false;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('flattens flags exactly as the shared function does', () => {
    expect(flattenFlags(tree)).toEqual(flattenWhitelabel(tree));
    expect(flattenFlags(tree)).toEqual({ COMM3: true, REG3: true, MOBILENUMREG3: false, FREEPLAY3: false });
  });

  it('loads the status, sends the host, and derives state, flags and resources', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: status })));
    vi.stubGlobal('fetch', fetchMock);
    expect(statusState.value).toBeNull();
    await loadStatus();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toMatch(
      new RegExp(`^/wps/system/status\\?url=${encodeURIComponent(window.location.host)}&t=\\d+$`),
    );
    expect(statusState.value).toBe(0);
    expect(flags.value.REG3).toBe(true);
    expect(resourceOf('android')?.url).toBe('https://dl.example/app.apk');
    expect(resourceOf('MOBILECONFIG')).toBeUndefined();
  });

  it('marks a failed load for the retry screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await loadStatus();
    expect(statusLoadFailed.value).toBe(true);
    expect(statusState.value).toBeNull();
  });
});
