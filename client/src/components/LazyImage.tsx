import { useEffect, useRef, useState } from 'react';

/** Lazy images: preload 1.3 screens, 3 attempts, a cache of 200 loaded addresses. */
export const PRELOAD_RATIO = 1.3;
export const MAX_ATTEMPTS = 3;
const CACHE_SIZE = 200;

const svg = (body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;
/** Shown until the image is near the viewport. */
export const LOADING_IMAGE = svg('<rect width="64" height="64" fill="#7f86b5" fill-opacity="0.18"/>');
/** Shown after the last failed attempt: a framed picture with a cross. */
export const ERROR_IMAGE = svg(
  '<rect width="64" height="64" fill="#7f86b5" fill-opacity="0.18"/>' +
    '<rect x="16" y="18" width="32" height="28" rx="3" fill="none" stroke="#9aa0c8" stroke-width="3"/>' +
    '<path d="M24 26l16 12M40 26L24 38" stroke="#9aa0c8" stroke-width="3" stroke-linecap="round"/>',
);

// Addresses that loaded once show at once on the next mount instead of waiting for the observer.
const loaded = new Set<string>();
function remember(src: string): void {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > CACHE_SIZE) loaded.delete(loaded.values().next().value as string);
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'error';

export function LazyImage(props: { src: string; alt: string; className?: string; width?: number; height?: number }) {
  const { src, alt, className, width, height } = props;
  const ref = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (loaded.has(src) ? 'loaded' : 'waiting'));
  const [attempt, setAttempt] = useState(1);
  const [shownSource, setShownSource] = useState(src);
  // A new address starts over; adjusted while rendering, as React advises for state that follows a prop.
  if (shownSource !== src) {
    setShownSource(src);
    setAttempt(1);
    setPhase(loaded.has(src) ? 'loaded' : 'waiting');
  }

  useEffect(() => {
    if (phase !== 'waiting') return;
    const element = ref.current;
    // Without IntersectionObserver (old browsers, tests) the image simply loads.
    if (!element || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const margin = `${Math.round((PRELOAD_RATIO - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase]);

  const onError = () => {
    if (attempt < MAX_ATTEMPTS) setAttempt(attempt + 1);
    else setPhase('error');
  };
  const onLoad = () => {
    remember(src);
    setPhase('loaded');
  };

  const shown = phase === 'waiting' ? LOADING_IMAGE : phase === 'error' ? ERROR_IMAGE : src;
  const live = phase === 'loading' || phase === 'loaded';
  return (
    <img
      // A new element per attempt makes the browser ask again instead of reusing the failure.
      key={live ? `try-${attempt}` : phase}
      ref={ref}
      className={className}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      data-state={phase}
      onLoad={live ? onLoad : undefined}
      onError={live ? onError : undefined}
    />
  );
}
