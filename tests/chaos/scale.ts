/**
 * How hard the chaos suites push. `npm run test:chaos` sets CHAOS=full (the figures: 200 projector
 * kills over a 100k-event replay, 100 worker kills, 1,000 sockets); `npm test` runs the bounded form, small
 * enough for CI (≤ 5 minutes for every chaos suite together) but the same code paths and the same assertions.
 */
export type ChaosScale = 'full' | 'bounded';

export const chaosScale: ChaosScale = process.env.CHAOS === 'full' ? 'full' : 'bounded';

/** Picks the figure for the current scale. */
export function scaled<T>(figures: { full: T; bounded: T }): T {
  return figures[chaosScale];
}

/** A seed from CHAOS_SEED, or a fresh one; every suite prints it so a failure can be replayed. */
export function chaosSeed(suite: string): number {
  const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`[chaos] ${suite}: scale ${chaosScale}, seed ${seed} (replay with CHAOS_SEED=${seed})`);
  return seed;
}

/** A seeded generator, so a printed seed replays the same kill points. */
export { seededRandom } from '@stint/shared/seeded-random';
