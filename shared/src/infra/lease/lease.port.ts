/**
 * A lease: at most one holder at a time, for a bounded time unless renewed. One `Lease` object is one
 * contender with its own token; the `LeaseKeeper` drives it (acquire, renew, step down, retry).
 *
 * A holder can never be sure it still holds the lease (a pause, a partition), only that it held it until
 * a deadline it computes itself. The keeper stops the work at that deadline; the checkpoint fencing of the
 * projector makes a brief overlap of two holders harmless.
 */
export type Lease = {
  readonly kind: 'redis' | 'local';
  /** The store key, namespaced (e.g. `stint:lease:projector`). */
  readonly key: string;
  /** How long an acquire or a renew holds the lease. */
  readonly ttlMs: number;
  /** This contender's token: what the store holds while it is the holder (host, pid and a random part). */
  readonly token: string;
  /** Takes the lease if nobody holds it; true when this contender now holds it. */
  acquire(): Promise<boolean>;
  /** Extends the lease by its ttl if this contender still holds it; false once it expired or was taken. */
  renew(): Promise<boolean>;
  /** Gives the lease up if this contender still holds it; a no-op otherwise. */
  release(): Promise<void>;
  /** The token of the current holder, or null (for operators and tests). */
  holder(): Promise<string | null>;
  close(): Promise<void>;
};

/** `<namespace>:lease:<name>`: the namespace (QUEUE_PREFIX) keeps deployments and test runs apart. */
export function leaseKey(namespace: string, name: string): string {
  return `${namespace}:lease:${name}`;
}
