import { randomBytes } from 'node:crypto';
import type { Lease } from './lease.port';

type Entry = { token: string; expiresAt: number };

/** The leases of one process: contenders that share a registry exclude each other like Redis clients. */
export class LocalLeaseRegistry {
  private readonly entries = new Map<string, Entry>();

  /** The live entry of a key (an expired one counts as none). */
  get(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= performance.now()) return null;
    return entry;
  }

  set(key: string, token: string, ttlMs: number): void {
    this.entries.set(key, { token, expiresAt: performance.now() + ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

const processRegistry = new LocalLeaseRegistry();

/**
 * The in-process lease: for a projector without Redis, where no other process can share its stores
 * anyway (the embedded profile locks DATA_DIR), so it is the holder at once and for good. Tests give
 * contenders a common registry and `cut` one to play a store it cannot reach.
 */
export class LocalLease implements Lease {
  readonly kind = 'local' as const;
  readonly token = `local:${process.pid}:${randomBytes(6).toString('hex')}`;
  private cut = false;

  constructor(
    readonly key: string,
    readonly ttlMs: number,
    private readonly registry: LocalLeaseRegistry = processRegistry,
  ) {}

  /** From now on every call fails, as if the store were unreachable. */
  sever(): void {
    this.cut = true;
  }

  async acquire(): Promise<boolean> {
    this.assertReachable();
    if (this.registry.get(this.key)) return false;
    this.registry.set(this.key, this.token, this.ttlMs);
    return true;
  }

  async renew(): Promise<boolean> {
    this.assertReachable();
    if (this.registry.get(this.key)?.token !== this.token) return false;
    this.registry.set(this.key, this.token, this.ttlMs);
    return true;
  }

  async release(): Promise<void> {
    this.assertReachable();
    if (this.registry.get(this.key)?.token === this.token) this.registry.delete(this.key);
  }

  async holder(): Promise<string | null> {
    this.assertReachable();
    return this.registry.get(this.key)?.token ?? null;
  }

  async close(): Promise<void> {}

  private assertReachable(): void {
    if (this.cut) throw new Error('lease store unreachable');
  }
}
