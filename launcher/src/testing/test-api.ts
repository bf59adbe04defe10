/**
 * An api server on a test platform, with a tiny "ping" slice (command → event → projection → notice) that
 * exercises the platform without depending on any product slice.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ConflictError, rooms, type Actor, type Role } from '@stint/shared';
import type { Decider } from '@stint/shared/decider';
import { deriveEventId } from '@stint/shared/infra/commands/event-ids';
import { handleCommand } from '@stint/shared/infra/commands/handle-command';
import type { Logger } from '@stint/shared/infra/logger';
import { openTestPlatform, type TestProfile } from '@stint/shared/infra/testing/test-platform';
import { defineProjection, type Projection } from '@stint/projector';
import { defineRoute, Reply, type RouteDefinition } from '@stint/api/http/route';
import { createApiServer, API_PREFIX, type ApiServerOptions } from '@stint/api/server';
import { processViews } from '../ops/process-views';
import { projectorOver } from '../projector-over';
import { pingStream } from '@stint/shared/testing/testing.streams';
import { topics } from '@stint/shared/live/topics';

const pingSent = z.object({ pingId: z.string(), note: z.string(), public: z.boolean(), by: z.string() });
type PingEvent = { type: 'PingSent'; data: z.infer<typeof pingSent> };
type SendPing = { type: 'SendPing'; pingId: string; note: string; public: boolean; by: string };

export const pingDecider: Decider<{ sent: boolean }, SendPing, PingEvent> & {
  eventSchemas: Record<string, z.ZodType<Record<string, unknown>>>;
} = {
  initialState: () => ({ sent: false }),
  evolve: (_state, event) => (event.type === 'PingSent' ? { sent: true } : _state),
  decide: (command, state) => {
    if (state.sent) throw new ConflictError('This ping was already sent');
    return [
      {
        type: 'PingSent',
        data: { pingId: command.pingId, note: command.note, public: command.public, by: command.by },
      },
    ];
  },
  eventSchemas: { PingSent: pingSent },
};

const pingsCollection = { name: 'test_pings', indexes: ['by'] };

export const pingProjection = defineProjection({
  name: 'test-pings',
  version: 1,
  collections: [pingsCollection],
  handles: ['PingSent'],
  async apply(event, context) {
    const data = pingSent.parse(event.data);
    await context.collection(pingsCollection).upsert({ _id: data.pingId, note: data.note, by: data.by });
    context.notify({
      topic: topics.pings,
      rooms: data.public ? [rooms.public] : [rooms.user(data.by)],
      ids: [data.pingId],
    });
  },
});

export const pingRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'post',
    path: '/test/pings',
    summary: 'Send a ping (test slice)',
    access: 'signed-in',
    body: z.object({ note: z.string().min(1, 'Note is required').max(200), public: z.boolean().default(false) }),
    response: z.object({ ping: z.object({ id: z.string(), note: z.string() }) }),
    status: 201,
    async handler({ body, actor, deps, command, settle }) {
      const context = command();
      // Derived from the command id, so a retry with the same Idempotency-Key lands on the same stream.
      const pingId = deriveEventId(context.commandId, 'ping', 0);
      const result = await handleCommand(
        deps.platform.eventStore,
        pingStream(pingId),
        pingDecider,
        { type: 'SendPing', pingId, note: body.note, public: body.public, by: actor.id },
        context,
      );
      await settle(result);
      return new Reply({ ping: { id: pingId, note: body.note } }, { message: 'Ping sent' });
    },
  }),
];

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export async function startTestApi(
  profile: TestProfile,
  options: {
    routes?: RouteDefinition[];
    authenticate?: ApiServerOptions['authenticate'];
    projections?: Projection[];
    /**
     * Projections the api counts as deployed that no runner here applies: a projector group that is behind (its
     * process gone, its lease not yet taken over), which the api waits for only on commands whose events they apply.
     */
    lagging?: Projection[];
    /** Configuration variables for this api (e.g. TRUST_PROXY, READY_MAX_LAG_SECONDS). */
    env?: Record<string, string>;
    /** Logs the api, the projector and the platform write (tests that read the log). */
    logger?: Logger;
  } = {},
) {
  const platform = await openTestPlatform(profile, options.env ?? {}, options.logger);
  const runner = projectorOver(platform, {
    projections: [pingProjection, ...(options.projections ?? [])],
    batchSize: 100,
  });
  await runner.start();
  const server = await createApiServer(platform, {
    routes: [...pingRoutes, ...(options.routes ?? [])],
    projectedPosition: runner.position,
    processes: processViews(
      platform,
      [pingProjection, ...(options.projections ?? []), ...(options.lagging ?? [])],
      runner,
    ),
    webDist: null,
    // The ping slice's people are made-up actors with no account: a valid signature is enough here.
    authenticate: options.authenticate ?? ((tokens) => async (token) => (await tokens.verify(token)) ?? null),
  });
  const port = await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;

  async function request(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(`${url}${API_PREFIX}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, headers: response.headers, body: parsed as any };
  }

  return {
    platform,
    server,
    runner,
    url,
    user(role: Role): Actor & { token(): Promise<string> } {
      const actor: Actor = { id: randomUUID(), role };
      return { ...actor, token: () => server.deps.tokens.sign({ ...actor, tokenVersion: 0 }) };
    },
    request,
    get: (path: string, token?: string) => request('GET', path, undefined, token),
    post: (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      request('POST', path, body, token, headers),
    async close() {
      await server.close();
      await runner.stop();
      await platform.dispose();
    },
  };
}
