/** Ops links and sessions: what a ticket and a cookie prove, and for how long. */
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@stint/shared';
import { TokenService } from '../auth/tokens';
import { issueOpsLink, OpsSessions, readCookie, SESSION_TTL_MS, TICKET_TTL_MS } from './ops-session';

const secret = 'test-secret-of-enough-length-for-hmac';
const tokens = new TokenService(secret, '1h');
const grant = { adminId: 'admin-1', tokenVersion: 3 };
const t0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

function sessions(accounts: Record<string, { role: Actor['role']; tokenVersion: number }> = {}) {
  return new OpsSessions({
    platform: { secret } as never,
    tokens,
    // Stands for the accounts authenticator: the account must exist and carry the token version.
    authenticate: async (token) => {
      const claims = await tokens.verify(token);
      const account = claims && accounts[claims.id];
      return account && account.tokenVersion === claims.tokenVersion && account.role === claims.role
        ? { id: claims.id, role: account.role }
        : null;
    },
  });
}

const ticketOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').searchParams.get('ticket')!);
const withCookie = (cookie: string) => ({ headers: { cookie: `other=1; ${cookie.split(';')[0]}` } }) as Request;

describe('ops links', () => {
  it('redeems a ticket once, for its own page, until it expires', () => {
    const ops = sessions();
    const link = issueOpsLink(secret, grant, 'queues', t0);
    expect(link.url).toMatch(/^\/ops\/queues\?ticket=/);
    expect(link.expiresAt).toEqual(at(TICKET_TTL_MS));
    const ticket = ticketOf(link.url);
    expect(ops.redeemTicket(ticket, 'api-docs', at(1000))).toBeNull();
    expect(ops.redeemTicket(ticket, 'queues', at(1000))).toEqual(grant);
    expect(ops.redeemTicket(ticket, 'queues', at(2000))).toBeNull();

    const late = ticketOf(issueOpsLink(secret, grant, 'queues', t0).url);
    expect(ops.redeemTicket(late, 'queues', at(TICKET_TTL_MS + 1000))).toBeNull();
    const foreign = ticketOf(issueOpsLink('another-secret-of-enough-length!!', grant, 'queues', t0).url);
    expect(ops.redeemTicket(foreign, 'queues', at(1000))).toBeNull();
    expect(ops.redeemTicket('not.a.ticket', 'queues', at(1000))).toBeNull();
  });

  it('makes two links asked for in the same second two tickets', () => {
    const ops = sessions();
    const one = ticketOf(issueOpsLink(secret, grant, 'queues', t0).url);
    const two = ticketOf(issueOpsLink(secret, grant, 'queues', t0).url);
    expect(one).not.toBe(two);
    expect(ops.redeemTicket(one, 'queues', t0)).toEqual(grant);
    expect(ops.redeemTicket(two, 'queues', t0)).toEqual(grant);
  });
});

describe('ops sessions', () => {
  it('sets an httpOnly, SameSite=Strict cookie on /ops for 30 minutes, Secure over https', () => {
    const ops = sessions();
    const cookie = ops.sessionCookie(grant, false, t0);
    expect(cookie).toMatch(/^stint_ops=[\w.-]+; Path=\/ops; Max-Age=1800; HttpOnly; SameSite=Strict$/);
    expect(ops.sessionCookie(grant, true, t0)).toMatch(/; Secure$/);
    expect(ops.readSession(withCookie(cookie), at(SESSION_TTL_MS - 1000))).toEqual(grant);
    expect(ops.readSession(withCookie(cookie), at(SESSION_TTL_MS + 1000))).toBeNull();
    expect(ops.readSession({ headers: {} } as Request)).toBeNull();
    // A ticket is not a session, nor the other way round.
    const ticket = ticketOf(issueOpsLink(secret, grant, 'queues', t0).url);
    expect(ops.readSession(withCookie(`stint_ops=${ticket}`), t0)).toBeNull();
    expect(ops.redeemTicket(cookie.split(';')[0]!.slice('stint_ops='.length), 'queues', t0)).toBeNull();
  });

  it('holds only while the account is an admin with the same token version', async () => {
    expect(await sessions({ 'admin-1': { role: 'admin', tokenVersion: 3 } }).admin(grant)).toEqual({
      id: 'admin-1',
      role: 'admin',
    });
    expect(await sessions({ 'admin-1': { role: 'admin', tokenVersion: 4 } }).admin(grant)).toBeNull();
    expect(await sessions({ 'admin-1': { role: 'student', tokenVersion: 3 } }).admin(grant)).toBeNull();
    expect(await sessions({}).admin(grant)).toBeNull();
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; stint_ops=x.y.z; b=2', 'stint_ops')).toBe('x.y.z');
    expect(readCookie('xstint_ops=1', 'stint_ops')).toBeNull();
    expect(readCookie(undefined, 'stint_ops')).toBeNull();
  });
});
