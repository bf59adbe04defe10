/** The in-memory counts (embedded profile): attempts begun in the same tick are each counted and judged in turn. */
import { afterEach, describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('login throttle in memory', () => {
  let throttle: LoginThrottle | undefined;
  afterEach(async () => {
    await throttle?.close();
    throttle = undefined;
  });

  it('lets exactly the limit through of attempts begun in the same tick', async () => {
    throttle = new LoginThrottle({ maxPerAddress: 1_000, windowMs: 60_000 });
    const started = throttle;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 150 }, () => started.attempt('account:a', '192.0.2.1', 5)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(145);
    expect(refused[0]).toMatchObject({
      reason: { status: 429, message: 'Too many failed sign-in attempts. Please try again in 1 minute.' },
    });
  });

  it('holds the address to its cap across accounts in the same way', async () => {
    throttle = new LoginThrottle({ maxPerAddress: 20, windowMs: 60_000 });
    const started = throttle;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => started.attempt(`account:${i}`, '192.0.2.2', 5)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
  });
});
