/**
 * The shared setup of the admin api specs (admin.*.int.spec.ts): one api on the embedded profile with every route and
 * projection, an admin, a student, an employer and a (pending) university; and the two helpers they use.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { projections } from '@stint/projector/registry';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import { accountAuthenticator } from '../accounts/authenticate';
import { routes } from '../routes';
import { castOf, fillCast, type Cast } from '../testing/cast';
import { people } from '@stint/launcher/testing/people';
import { startTestApi, type TestApi } from '@stint/launcher/testing/test-api';

type AdminApi = { api: TestApi; the: ReturnType<typeof people> } & Cast<
  'admin' | 'student' | 'employer' | 'university'
>;

/**
 * Call it inside the spec's describe: it adds the beforeAll and afterAll hooks; `api` and `the` are set once they ran,
 * the people (`castOf`) are filled in then.
 */
export function useAdminApi() {
  const setup = castOf('admin', 'student', 'employer', 'university') as AdminApi;
  beforeAll(async () => {
    setup.api = await startTestApi('embedded', { routes, projections, authenticate: accountAuthenticator });
    setup.the = people(setup.api);
    const [admin, student, employer, university] = await Promise.all([
      setup.the.admin(),
      setup.the.student('Ada'),
      setup.the.employer('Northwind'),
      setup.the.university(),
    ]);
    fillCast(setup, { admin, student, employer, university });
  }, 180_000);
  afterAll(() => setup.api?.close());

  return {
    setup,
    /** Runs a command on a stream straight through its decider, at `at`, and waits for the projections. */
    async command<C>(
      stream: string,
      decider: Parameters<typeof handleCommand>[2],
      cmd: C,
      actor: { id: string; role: 'admin' | 'employer' | 'student' | 'university' },
      at = new Date(),
    ) {
      const result = await handleCommand(setup.api.platform.eventStore, stream, decider, cmd, {
        commandId: randomUUID(),
        actor,
        at: at.toISOString(),
        correlationId: randomUUID(),
      });
      await setup.api.server.deps.consistency.waitFor(result.position);
    },
    /** The admin's dashboard counts. */
    async stats() {
      const response = await setup.api.get('/users/dashboard/stats', setup.admin.token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.stats as Record<string, number>;
    },
  };
}
