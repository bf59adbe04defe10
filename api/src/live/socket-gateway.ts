/**
 * The socket.io gateway (docs/architecture.md §Realtime): a token in `auth.token` is checked at connect (a bad one is
 * refused); no token means the `public` room only. The rooms come from the verified token alone — nothing else the
 * handshake carries is read. Change notices from the bus go to the rooms they name, on this node's sockets only — every
 * api node subscribes to the bus itself, so a notice reaches each client once — without their room names (LiveNotice).
 *
 * A session's live connections end with it (issue 14): when logout, a password change, deactivation or deletion
 * revokes a token, the socket that connected with it is disconnected. The trigger is the change notice the projector
 * publishes once such an event is in the read model (`sessionChanges` says which accounts a notice may have signed
 * out): every api node hears it on the bus and checks its own sockets of those accounts again with `authenticate`,
 * the same check as at connect, so the read model stays the only judge of which tokens are valid. That costs nothing
 * per notice forwarded (rather than checking every recipient's token on each emit), reaches sockets on every node
 * without a cluster-wide broadcast, and ends exactly the revoked sessions: a socket opened with the token a password
 * change returned stays. The disconnected client does not reconnect by itself, and its revoked token is refused if
 * it tries. Notices are at-most-once: one lost while the bus reconnects leaves that socket open (hearing its own
 * rooms) until it reconnects — every request it makes is refused meanwhile.
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { rooms, type Actor } from '@stint/shared';
import { channels } from '@stint/shared/infra/channels';
import type { Bus } from '@stint/shared/infra/bus/bus.port';
import type { Logger } from '@stint/shared/infra/logger';
import type {
  ChangeNotice,
  ClientToServerEvents,
  LiveNotice,
  ServerToClientEvents,
} from '@stint/shared/live/socket-events';
import type { Authenticate } from '../auth/tokens';

/** `token`: the one the socket connected with, checked again when a notice says its account changed. */
type SocketData = { actor: Actor | null; token: string | null; rooms: string[] };
export type LiveServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** The rooms a person joins besides `user:<id>`; domain slices add theirs (e.g. an employer's internships). */
export type RoomResolver = (actor: Actor) => Promise<string[]>;

export function roleRooms(actor: Actor): string[] {
  switch (actor.role) {
    case 'admin':
      return [rooms.admins];
    case 'employer':
      return [rooms.employer(actor.id)];
    case 'university':
      return [rooms.university(actor.id)];
    case 'student':
      return [];
  }
}

export type SocketGateway = { io: LiveServer; close(): Promise<void> };

export async function startSocketGateway(options: {
  httpServer: HttpServer;
  bus: Bus;
  authenticate: Authenticate;
  logger: Logger;
  redisUrl?: string;
  /** Prefix of the socket.io adapter's Redis channels (QUEUE_PREFIX): deployments sharing a Redis stay apart. */
  redisKeyPrefix?: string;
  extraRooms?: RoomResolver;
  /** The accounts whose tokens a change notice may have revoked (none when absent). */
  sessionChanges?: (notice: ChangeNotice) => string[];
}): Promise<SocketGateway> {
  const logger = options.logger.child({ module: 'socket-gateway' });
  const io: LiveServer = new Server(options.httpServer, { serveClient: false, transports: ['websocket', 'polling'] });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    // Without a listener ioredis prints "Unhandled error event" on every failed reconnect while Redis is away; the
    // clients reconnect (and the subscriber subscribes again) by themselves.
    for (const [role, client] of [
      ['pub', pub],
      ['sub', sub],
    ] as const) {
      client.on('error', (error: Error) =>
        logger.warn({ err: error, role }, 'socket.io redis adapter connection error'),
      );
    }
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisKeyPrefix ?? 'stint'}:socket.io` }));
  }

  // Rooms are settled before the connection is accepted, so a client is in all of them once it is connected.
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    if (token === undefined || token === null || token === '') {
      socket.data.actor = null;
      socket.data.token = null;
      socket.data.rooms = [rooms.public];
      return next();
    }
    const actor = typeof token === 'string' ? await options.authenticate(token).catch(() => null) : null;
    if (!actor || typeof token !== 'string') return next(new Error('unauthorized'));
    socket.data.actor = actor;
    socket.data.token = token;
    socket.data.rooms = [rooms.public, rooms.user(actor.id), ...roleRooms(actor)];
    try {
      socket.data.rooms.push(...((await options.extraRooms?.(actor)) ?? []));
    } catch (error) {
      logger.warn({ err: error, userId: actor.id }, 'could not resolve extra rooms');
    }
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
  });

  /** Disconnects this node's sockets of `userIds` whose token no longer authenticates. */
  async function endRevokedSessions(userIds: string[]): Promise<void> {
    // After the notice's other subscribers have run: the sign-in cache drops the account on this same notice, and
    // the check below must read the account as the notice left it.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const sockets = await io.local.in(userIds.map((id) => rooms.user(id))).fetchSockets();
    await Promise.all(
      sockets.map(async (socket) => {
        const { token, actor } = socket.data;
        if (!token || !actor) return;
        let current: Actor | null;
        try {
          current = await options.authenticate(token);
        } catch (error) {
          // The store could not answer: keep the socket (the revoked token is refused at its next connect or request).
          logger.warn({ err: error, userId: actor.id }, 'could not check a socket’s session again');
          return;
        }
        if (current?.id === actor.id && current.role === actor.role) return;
        logger.info({ userId: actor.id, socketId: socket.id }, 'session ended: socket disconnected');
        socket.disconnect(true);
      }),
    );
  }

  const unsubscribe = await options.bus.subscribe(channels.changes, (message) => {
    const notice = message as ChangeNotice;
    const accounts = options.sessionChanges?.(notice) ?? [];
    if (accounts.length > 0) {
      endRevokedSessions(accounts).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not check sessions after a change notice'),
      );
    }
    if (!Array.isArray(notice.rooms) || notice.rooms.length === 0) return;
    const live: LiveNotice = { topic: notice.topic, ids: notice.ids, position: notice.position };
    io.local.to(notice.rooms).emit('change', live);
  });

  return {
    io,
    async close() {
      await unsubscribe();
      // Closes the HTTP server too.
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    },
  };
}
