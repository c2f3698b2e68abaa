import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './useScrollRestoration';

let go: ReturnType<typeof useNavigate>;
function Page() {
  useScrollRestoration();
  go = useNavigate();
  return null;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollRestoration', () => {
  const setScrollY = (y: number): void => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  };
  const scroll = vi.fn((_x: number, y: number): void => setScrollY(y));
  beforeEach(() => {
    sessionStorage.clear();
    scroll.mockReset().mockImplementation((_x: number, y: number) => setScrollY(y));
    vi.stubGlobal('scrollTo', scroll);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      cb(0);
      return 1;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens a new page at its top and returns to the old position on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => scrollTo(1218));
    scroll.mockClear();

    await act(async () => go('/slots'));
    expect(scroll).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollTo(300));

    await act(async () => go(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1218);

    await act(async () => go(1));
    expect(scroll).toHaveBeenLastCalledWith(0, 300);
  });

  it("keeps the old page's position when the new page's scroll to its top is reported before effects settle", async () => {
    // A browser reports a scroll in its next rendering step: the scroll event, then the frame's
    // callbacks, which can come before React's passive effects of the change of page have run.
    const frames = new Map<number, FrameRequestCallback>();
    let lastFrame = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.set(++lastFrame, callback);
      return lastFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    const renderingStep = (y: number) => {
      scrollTo(y);
      const due = [...frames.values()];
      frames.clear();
      for (const callback of due) callback(0);
    };
    scroll.mockImplementation((_x: number, y: number) => renderingStep(y));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => renderingStep(1218));
    await act(async () => go('/slots'));
    expect(window.scrollY).toBe(0);

    await act(async () => go(-1));
    expect(scroll).toHaveBeenLastCalledWith(0, 1218);
  });

  it('holds the old position while the page grows after Back, until the window passes', async () => {
    const observers: { callback: () => void; connected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { callback: () => void; connected: boolean };
        constructor(callback: () => void) {
          this.entry = { callback, connected: false };
          observers.push(this.entry);
        }
        observe() {
          this.entry.connected = true;
        }
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
    const resized = () => observers.filter((o) => o.connected).forEach((o) => o.callback());
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => scrollTo(1218));
    await act(async () => go('/slots'));
    await act(async () => go(-1));
    expect(window.scrollY).toBe(1218);
    resized(); // the first report, with the position reached

    // Parts arrive above the position and the browser's scroll anchoring moves the page down with them.
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5721 });
    scroll.mockClear();
    resized();
    expect(scroll).toHaveBeenLastCalledWith(0, 1218);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5721 });
    scroll.mockClear();
    resized();
    expect(scroll).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone when only the query changes on the same page', async () => {
    render(
      <MemoryRouter initialEntries={['/slots']}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => scrollTo(640));
    scroll.mockClear();
    await act(async () => go('/slots?page=2'));
    expect(scroll).not.toHaveBeenCalled();
  });

  describe('on a page load', () => {
    const loadAs = (type: NavigationTimingType) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
    const openAt = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </MemoryRouter>,
      );

    it('opens a page loaded afresh at its top, though another fresh load of the tab was scrolled', async () => {
      // Every load on a fresh history entry has the router's key "default": /favorite scrolled to its
      // foot, then /lottery opened from the address bar.
      loadAs('navigate');
      const favourites = openAt('/favorite');
      act(() => scrollTo(2400));
      favourites.unmount();
      scroll.mockClear();
      openAt('/lottery');
      expect(scroll).toHaveBeenLastCalledWith(0, 0);
    });

    it('keeps the position on a reload, and on Back into the page from another site', () => {
      for (const type of ['reload', 'back_forward'] as const) {
        sessionStorage.setItem('scrollPositions', JSON.stringify({ 'default /lottery': 900 }));
        loadAs(type);
        const { unmount } = openAt('/lottery');
        expect(scroll).toHaveBeenLastCalledWith(0, 900);
        unmount();
      }
    });

    it('opens a page loaded afresh at its top even where its own position was kept', () => {
      sessionStorage.setItem('scrollPositions', JSON.stringify({ 'default /lottery': 900 }));
      loadAs('navigate');
      openAt('/lottery');
      expect(scroll).toHaveBeenLastCalledWith(0, 0);
    });
  });
});
