/**
 * The socket.io gateway (DESIGN §5): a token in `auth.token` is checked at connect (a bad one is refused);
 * no token means the `public` room only. The rooms come from the verified token alone — nothing else the handshake
 * carries is read. Change notices from the bus go to the rooms they name, on this node's sockets only — every api
 * node subscribes to the bus itself, so a notice reaches each client once — without their room names (LiveNotice).
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

type SocketData = { actor: Actor | null; rooms: string[] };
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
      socket.data.rooms = [rooms.public];
      return next();
    }
    const actor = typeof token === 'string' ? await options.authenticate(token).catch(() => null) : null;
    if (!actor) return next(new Error('unauthorized'));
    socket.data.actor = actor;
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

  const unsubscribe = await options.bus.subscribe(channels.changes, (message) => {
    const notice = message as ChangeNotice;
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
