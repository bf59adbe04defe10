/**
 * A deterministic pseudo-random sequence (mulberry32) in [0, 1): the same seed gives the same numbers on every
 * machine. The demo seed uses it so every install gets the same demo; tests and benchmarks so a printed seed replays.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
