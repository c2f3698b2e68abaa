import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ERROR_IMAGE, LOADING_IMAGE, LazyImage } from './LazyImage';

describe('LazyImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the error image after 3 failed attempts, not before', () => {
    render(<LazyImage src="https://img.example/broken.png" alt="Broken game" />);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const img = screen.getByRole('img', { name: 'Broken game' });
      expect(img.getAttribute('src')).toBe('https://img.example/broken.png');
      fireEvent.error(img);
    }
    const third = screen.getByRole('img', { name: 'Broken game' });
    expect(third.getAttribute('src')).toBe('https://img.example/broken.png');
    fireEvent.error(third);
    const shown = screen.getByRole('img', { name: 'Broken game' });
    expect(shown.getAttribute('src')).toBe(ERROR_IMAGE);
    expect(shown.getAttribute('data-state')).toBe('error');
  });

  it('waits until the image comes near the viewport, with a preload margin', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="https://img.example/later.png" alt="Later" />);
    expect(screen.getByRole('img', { name: 'Later' }).getAttribute('src')).toBe(LOADING_IMAGE);
    expect(observers[0].options?.rootMargin).toContain('30%');
    act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByRole('img', { name: 'Later' }).getAttribute('src')).toBe('https://img.example/later.png');
  });

  it('shows an image that loaded once at once on the next mount', () => {
    const first = render(<LazyImage src="https://img.example/ok.png" alt="Ok" />);
    fireEvent.load(screen.getByRole('img', { name: 'Ok' }));
    first.unmount();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="https://img.example/ok.png" alt="Ok" />);
    expect(screen.getByRole('img', { name: 'Ok' }).getAttribute('src')).toBe('https://img.example/ok.png');
  });
});
