/**
 * Sign-in throttling over HTTP (issue 14): attempts are counted before the password is checked, so guesses sent at
 * once cannot all be checked; failures lock an account only for the address they came from; one address trying many
 * accounts meets its own cap. On the embedded profile (in-memory counts) and the server profile (Redis, shared by
 * every api node). The test api is reached over loopback, which TRUST_PROXY trusts by default, so X-Forwarded-For
 * names the client.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersProjection } from '@stint/projector/accounts/users.projection';
import { announceSkip } from '@stint/shared/infra/testing/test-databases';
import { profileSkipReason, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { PASSWORD, people } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';
import { accountAuthenticator } from './authenticate';
import { accountRoutes } from './index';
import { loginAccountKey } from './log-in.route';
import { LoginThrottle } from './login-throttle';
import type * as Passwords from './passwords';

/** Every password check the sign-in route makes, held at `gate` while a test needs them in flight. */
const checks = vi.hoisted(() => ({ started: 0, gate: Promise.resolve() }));
vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    async verifyPassword(passwordHash: string, password: string) {
      checks.started++;
      await checks.gate;
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

/** Each test signs in from addresses of its own. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const from = (address: string) => ({ 'x-forwarded-for': address });
const LOCKED = /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/;
const LIMIT = 5;
const PER_ADDRESS = 12;

async function startSignInApi(profile: TestProfile): Promise<TestApi> {
  return startTestApi(profile, {
    routes: accountRoutes,
    projections: [usersProjection],
    authenticate: accountAuthenticator,
    env: { LOGIN_MAX_FAILURES: String(LIMIT), LOGIN_MAX_FAILURES_PER_ADDRESS: String(PER_ADDRESS) },
  });
}

describe.each(['embedded', 'server'] as const)('sign-in throttling (%s profile)', (profile) => {
  const skip = announceSkip(`sign-in throttling (${profile})`, profileSkipReason(profile));
  let api: TestApi;
  beforeAll(async () => {
    if (!skip) api = await startSignInApi(profile);
  });
  afterAll(() => api?.close());

  const signIn = (email: string, password: string, address: string) =>
    api.post('/auth/login', { email, password }, undefined, from(address));

  it.skipIf(skip)(
    'checks at most the limit of 150 wrong guesses sent at once, and refuses a right one sent while they are checked',
    async () => {
      const owner = await people(api).student('Ada');
      const address = newAddress();
      let release = () => {};
      checks.gate = new Promise<void>((resolve) => (release = resolve));
      const startedBefore = checks.started;
      try {
        let answered = 0;
        const guesses = Array.from({ length: 150 }, (_, i) =>
          signIn(owner.email, `wrong guess ${i}`, address).finally(() => answered++),
        );
        // Every guess is either being checked (held at the gate) or already refused.
        await vi.waitFor(() => expect(checks.started - startedBefore + answered).toBe(150), { timeout: 30_000 });

        let rightAnswered = false;
        const right = signIn(owner.email, PASSWORD, address).finally(() => (rightAnswered = true));
        // Refused at once, or (without counting before checking) waiting at the gate like the wrong guesses.
        await vi.waitFor(() => expect(rightAnswered || checks.started - startedBefore > 150).toBe(true), {
          timeout: 30_000,
        });
        release();

        const [rightAnswer, ...wrongAnswers] = await Promise.all([right, ...guesses]);
        expect(rightAnswer.status).toBe(429);
        expect(rightAnswer.body.message).toMatch(LOCKED);
        expect(checks.started - startedBefore).toBe(LIMIT);
        const statuses = wrongAnswers.map((answer) => answer.status);
        expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
        expect(statuses.filter((status) => status === 429)).toHaveLength(150 - LIMIT);
      } finally {
        release();
      }
    },
  );

  it.skipIf(skip)('locks the account only for the address the failures came from', async () => {
    const owner = await people(api).student('Bea');
    const stranger = newAddress();
    const home = newAddress();
    for (let i = 0; i < LIMIT; i++) expect((await signIn(owner.email, 'wrong password', stranger)).status).toBe(401);
    const locked = await signIn(owner.email, PASSWORD, stranger);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(LOCKED);

    // The owner, from their own address, is not held back by the stranger's failures.
    const signedIn = await signIn(owner.email, PASSWORD, home);
    expect(signedIn).toMatchObject({ status: 200, body: { message: 'Login successful' } });
    expect(signedIn.body.data.user.email).toBe(owner.email);
    // Nor does the owner's sign-in lift the stranger's lock.
    expect((await signIn(owner.email, PASSWORD, stranger)).status).toBe(429);
  });

  it.skipIf(skip)('starts the count from an address again after the right password', async () => {
    const owner = await people(api).student('Cy');
    const address = newAddress();
    // Two rounds: 2 × (LIMIT - 1) failures stay under the address's own cap.
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMIT - 1; i++)
        expect((await signIn(owner.email, 'wrong password', address)).status).toBe(401);
      expect((await signIn(owner.email, PASSWORD, address)).status).toBe(200);
    }
  });

  it.skipIf(skip)(
    'caps the failures from one address across all accounts, and not another address or sign-ins that succeed',
    async () => {
      const owner = await people(api).student('Dan');
      const sprayer = newAddress();
      // Right passwords do not use up the address's allowance (many people sign in from one campus address).
      for (let i = 0; i < PER_ADDRESS + 2; i++) expect((await signIn(owner.email, PASSWORD, sprayer)).status).toBe(200);

      const statuses: number[] = [];
      for (let i = 0; i < PER_ADDRESS; i++) {
        statuses.push((await signIn(`nobody-${i}-${randomInt(1e9)}@example.org`, 'password1', sprayer)).status);
      }
      expect(statuses).toEqual(Array(PER_ADDRESS).fill(401));
      const capped = await signIn(owner.email, PASSWORD, sprayer);
      expect(capped.status).toBe(429);
      expect(capped.body.message).toMatch(LOCKED);

      expect((await signIn(owner.email, PASSWORD, newAddress())).status).toBe(200);
    },
  );

  // The server profile only: in memory each api node counts on its own.
  if (profile === 'server') {
    it.skipIf(skip)(
      'counts in Redis, so another api node refuses the account from the address this one locked',
      async () => {
        const owner = await people(api).student('Eve');
        const address = newAddress();
        for (let i = 0; i < LIMIT; i++) expect((await signIn(owner.email, 'wrong password', address)).status).toBe(401);

        const { REDIS_URL, QUEUE_PREFIX, LOGIN_LOCK_MINUTES } = api.platform.config;
        const otherNode = new LoginThrottle({
          maxPerAddress: PER_ADDRESS,
          windowMs: LOGIN_LOCK_MINUTES * 60_000,
          redisUrl: REDIS_URL,
          prefix: QUEUE_PREFIX,
        });
        try {
          const account = loginAccountKey(owner.email);
          const refused = await otherNode.attempt(account, address, LIMIT).catch((error: unknown) => error);
          expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(LOCKED) });
          await expect(otherNode.attempt(account, newAddress(), LIMIT)).resolves.toBeUndefined();
        } finally {
          await otherNode.close();
        }
      },
    );
  }
});
