import { EventEmitter } from 'node:events';
import { pino, type Logger } from 'pino';
import type { Bus } from './bus.port';

/**
 * The embedded profile's bus: one process, so an EventEmitter is enough. It behaves like Redis where code
 * could come to depend on the difference: delivery is asynchronous (a publisher never runs subscriber code
 * inside its own call stack) and every subscriber gets its own JSON copy (no shared mutable references,
 * and anything that would not survive JSON fails here as it would in production).
 */
export class MemoryBus implements Bus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter();
  private readonly logger: Logger;
  private closed = false;

  constructor(options: { logger?: Logger } = {}) {
    this.logger = (options.logger ?? pino()).child({ module: 'bus' });
    // Many sockets/waiters may listen on one channel; the default limit of 10 would only print warnings.
    this.emitter.setMaxListeners(0);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    if (this.closed) throw new Error('MemoryBus is closed');
    const json = encodeMessage(message);
    setImmediate(() => {
      if (!this.closed) this.emitter.emit(channel, json);
    });
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    if (this.closed) throw new Error('MemoryBus is closed');
    const listener = (json: string) => deliverMessage(onMessage, json, channel, this.logger);
    this.emitter.on(channel, listener);
    return async () => {
      this.emitter.off(channel, listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.emitter.removeAllListeners();
  }
}

/** Fails at the publisher, where the bug is, rather than at every subscriber. */
export function encodeMessage(message: unknown): string {
  const json = JSON.stringify(message);
  if (json === undefined) throw new TypeError('A bus message must be a JSON value');
  return json;
}

/**
 * Parsed once per subscriber so no two subscribers share an object. A subscriber that throws is logged and
 * does not stop the others nor take the connection (or the process) down with it.
 */
export function deliverMessage(
  onMessage: (message: unknown) => void,
  json: string,
  channel: string,
  logger: Logger,
): void {
  try {
    onMessage(JSON.parse(json));
  } catch (error) {
    logger.error({ err: error, channel }, 'bus subscriber failed');
  }
}
