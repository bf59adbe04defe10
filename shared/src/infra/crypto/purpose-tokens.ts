/**
 * Small HMAC helpers over the platform secret, each domain-separated by a purpose so one kind can never stand
 * in for another: keyed hashes (stream names that must not contain personal data) and signed, expiring
 * tokens for links in mail (email confirmation).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`stint:${purpose}:v1\n${value}`).digest('base64url').slice(0, 32);
}

export function signPurposeToken(secret: string, purpose: string, subject: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const body = `${Buffer.from(subject).toString('base64url')}.${exp}`;
  return `${body}.${keyedHash(secret, `token:${purpose}`, body)}`;
}

/** The subject of a valid, unexpired token of this purpose; null for anything else. */
export function verifyPurposeToken(
  secret: string,
  purpose: string,
  token: string,
  now: Date = new Date(),
): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [subject, exp, signature] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(keyedHash(secret, `token:${purpose}`, `${subject}.${exp}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Buffer.from(subject, 'base64url').toString('utf8');
}
