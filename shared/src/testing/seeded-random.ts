/**
 * A small seeded generator (mulberry32): numbers in [0, 1) that are the same for a seed in every
 * run, so a failing random case can be run again (tests put the seed in their names) and the
 * bench's data is the same each time.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
