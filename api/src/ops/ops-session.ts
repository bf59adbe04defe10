/**
 * Admin access to the operations pages (queue board, API docs, metrics in a browser). A page load cannot carry
 * a bearer token, so an authorized call (`POST /ops/links`) issues a 60-second ticket inside a link; opening the
 * link trades the ticket for a cookie scoped to /ops (30 minutes). Ticket and cookie are signed purpose tokens
 * naming the admin and the token version of the bearer token that asked, and every request re-checks them
 * through the same authenticator a bearer token goes through: logout, a password change or deactivation ends
 * the ops session too.
 */
import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import type { Actor } from '@stint/shared';
import { signPurposeToken, verifyPurposeToken } from '@stint/shared/infra/crypto/purpose-tokens';
import type { ApiDeps } from '../platform/api-deps';

export const OPS_TARGETS = ['queues', 'api-docs', 'projections'] as const;
export type OpsTarget = (typeof OPS_TARGETS)[number];
export const isOpsTarget = (value: string): value is OpsTarget => (OPS_TARGETS as readonly string[]).includes(value);

export const OPS_BASE = '/ops';
export const OPS_COOKIE = 'stint_ops';
export const TICKET_TTL_MS = 60_000;
export const SESSION_TTL_MS = 30 * 60_000;

const TICKET_PURPOSE = 'ops-ticket';
const SESSION_PURPOSE = 'ops-session';

/** Who an ops ticket or cookie was issued to. */
export type OpsGrant = { adminId: string; tokenVersion: number };

const ticketSubject = z.object({
  a: z.string().min(1),
  v: z.number().int().nonnegative(),
  t: z.enum(OPS_TARGETS),
  n: z.string(),
});
const sessionSubject = z.object({ a: z.string().min(1), v: z.number().int().nonnegative() });

function parseSubject<S extends z.ZodType>(schema: S, subject: string | null): z.infer<S> | null {
  if (subject === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(subject));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function issueOpsLink(
  secret: string,
  grant: OpsGrant,
  target: OpsTarget,
  now: Date = new Date(),
): { url: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  // A nonce: two links asked for within one second must still be two tickets (each opens one page load).
  const subject = JSON.stringify({
    a: grant.adminId,
    v: grant.tokenVersion,
    t: target,
    n: randomBytes(9).toString('base64url'),
  });
  const ticket = signPurposeToken(secret, TICKET_PURPOSE, subject, expiresAt);
  return { url: `${OPS_BASE}/${target}?ticket=${encodeURIComponent(ticket)}`, expiresAt };
}

/** The value of one cookie from a Cookie header; null when absent. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export class OpsSessions {
  /** Redeemed tickets until they expire: a ticket opens one page load (per api node; the expiry bounds the rest). */
  private readonly redeemed = new Map<string, number>();

  constructor(private readonly deps: Pick<ApiDeps, 'platform' | 'tokens' | 'authenticate'>) {}

  /** The grant of a valid, unexpired, not yet redeemed ticket for `target`; redeems it. */
  redeemTicket(ticket: string, target: OpsTarget, now: Date = new Date()): OpsGrant | null {
    const subject = parseSubject(ticketSubject, verifyPurposeToken(this.secret, TICKET_PURPOSE, ticket, now));
    if (!subject || subject.t !== target) return null;
    for (const [used, expiresAt] of this.redeemed) if (expiresAt <= now.getTime()) this.redeemed.delete(used);
    if (this.redeemed.has(ticket)) return null;
    this.redeemed.set(ticket, now.getTime() + TICKET_TTL_MS);
    return { adminId: subject.a, tokenVersion: subject.v };
  }

  /** The Set-Cookie value of a new ops session. `Secure` whenever the browser reached us over https. */
  sessionCookie(grant: OpsGrant, secure: boolean, now: Date = new Date()): string {
    const subject = JSON.stringify({ a: grant.adminId, v: grant.tokenVersion });
    const value = signPurposeToken(this.secret, SESSION_PURPOSE, subject, new Date(now.getTime() + SESSION_TTL_MS));
    return cookie(value, SESSION_TTL_MS / 1000, secure);
  }

  clearedCookie(secure: boolean): string {
    return cookie('', 0, secure);
  }

  /** The grant of the request's ops cookie when its signature and expiry hold (the account is not checked yet). */
  readSession(req: Request, now: Date = new Date()): OpsGrant | null {
    const value = readCookie(req.headers.cookie, OPS_COOKIE);
    if (!value) return null;
    const subject = parseSubject(sessionSubject, verifyPurposeToken(this.secret, SESSION_PURPOSE, value, now));
    return subject ? { adminId: subject.a, tokenVersion: subject.v } : null;
  }

  /**
   * The admin behind a grant if the account still stands: the grant is put through the bearer-token authenticator
   * (which checks the account exists, is active, is an admin and still has this token version).
   */
  async admin(grant: OpsGrant): Promise<Actor | null> {
    const token = await this.deps.tokens.sign({ id: grant.adminId, role: 'admin', tokenVersion: grant.tokenVersion });
    const actor = await this.deps.authenticate(token);
    return actor?.role === 'admin' && actor.id === grant.adminId ? actor : null;
  }

  /** The admin of the request's ops cookie, re-checked; null without a valid cookie. */
  async sessionAdmin(req: Request): Promise<Actor | null> {
    const grant = this.readSession(req);
    return grant ? this.admin(grant) : null;
  }

  private get secret(): string {
    return this.deps.platform.secret;
  }
}

function cookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${OPS_COOKIE}=${value}`,
    `Path=${OPS_BASE}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The bearer token of a request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}
