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
  const scroll = vi.fn((_x: number, y: number) => Object.defineProperty(window, 'scrollY', { configurable: true, value: y }));
  beforeEach(() => {
    sessionStorage.clear();
    scroll.mockClear();
    vi.stubGlobal('scrollTo', scroll);
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
      cb(0);
      return 1;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

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
});
