import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (and so loads their code and data) only once the place they go is about to come into view:
 * a part of a page below its first screen then costs the first screen nothing, and a visitor whose screen shows it
 * at once (a tall desktop window) gets it at once. `margin`: how far below the viewport it starts (none by default:
 * the first screen's own "until idle" must not count it). A browser without IntersectionObserver renders it at once.
 */
export function WhenSeen({ children, margin = '0px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = place.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen, margin]);
  // The place holds one pixel of height: an empty box is never "intersecting" in every browser.
  return seen ? children : <div ref={place} style={{ minHeight: 1 }} aria-hidden="true" />;
}
