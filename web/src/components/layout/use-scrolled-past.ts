import { useEffect, useState } from 'react';

/** True once the page is scrolled `threshold` pixels or more (the header changes background at 50). */
export function useScrolledPast(threshold: number): boolean {
  // False at first, as the prerendered page has it. Reading scrollY lays the page out at once, so
  // the first read waits for the next frame, which lays it out anyway: in the mount's effect it
  // was a forced layout of the whole new page inside the app's first commit (a long task on a phone).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= threshold);
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
