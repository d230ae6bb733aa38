import { useEffect, useState } from 'react';

/** True once the page is scrolled `threshold` pixels or more (the header changes background at 50). */
export function useScrolledPast(threshold: number): boolean {
  // False at first, as the prerendered page has it; the effect reads the real position at once.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY >= threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}
