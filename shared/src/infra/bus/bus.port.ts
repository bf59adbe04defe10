/** Publish/subscribe of small JSON messages between processes (Redis) or within one (in-process). */
export interface Bus {
  readonly kind: 'redis' | 'memory';
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
