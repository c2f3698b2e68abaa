import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * How far below the viewport a part starts loading, so it is there when the visitor arrives. The
 * page column is at least a screen tall (styles/layout.css), so nothing below it is this near
 * while the page's own content is still loading.
 */
const AHEAD = '0px 0px 200px 0px';

/**
 * Renders `children` once the place they go comes within reach of the viewport; until then a
 * placeholder holds the spot. Parts far below the fold (the footer) then stay out of the first
 * paint's downloads. Without IntersectionObserver the children render at once.
 */
export function WhenNear({ children, placeholderClassName }: { children: ReactNode; placeholderClassName?: string }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const spot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <>{children}</>;
  return <div ref={spot} className={placeholderClassName} aria-hidden="true" />;
}
