/**
 * socket.io clients for live-channel tests: open one as the web app does (websocket transport, `auth.token`), wait
 * for the next change notice or for the server to end the connection, and keep every notice a socket heard.
 */
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveNotice } from '@stint/shared/live/socket-events';

export type Heard = { notice: LiveNotice; at: number };

/** Connects to `url` with this handshake `auth`; rejects with the server's refusal (e.g. `unauthorized`). */
export async function openSocket(url: string, auth: Record<string, unknown> = {}): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  await connected(socket);
  return socket;
}

/** Resolves once `socket` is connected, or rejects with the reason the server refused it. */
export function connected(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}

/** The next notice `socket` hears, or null when none comes within `timeoutMs`. */
export function nextChange(socket: Socket, timeoutMs: number): Promise<LiveNotice | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      socket.off('change', onChange);
      resolve(null);
    }, timeoutMs);
    const onChange = (notice: LiveNotice) => {
      clearTimeout(timer);
      socket.off('change', onChange);
      resolve(notice);
    };
    socket.on('change', onChange);
  });
}

/** Every notice `socket` hears from now on, with when (performance.now()). */
export function listen(socket: Socket): Heard[] {
  const heard: Heard[] = [];
  socket.on('change', (notice: LiveNotice) => heard.push({ notice, at: performance.now() }));
  return heard;
}

/** Resolves with the reason and the time once `socket` is disconnected; rejects when that takes over `timeoutMs`. */
export function disconnection(socket: Socket, timeoutMs: number): Promise<{ reason: string; at: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('disconnect', onDisconnect);
      reject(new Error(`socket ${socket.id} still connected after ${timeoutMs} ms`));
    }, timeoutMs);
    const onDisconnect = (reason: string) => {
      clearTimeout(timer);
      resolve({ reason, at: performance.now() });
    };
    socket.once('disconnect', onDisconnect);
  });
}
