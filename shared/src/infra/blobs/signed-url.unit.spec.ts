import { describe, expect, it } from 'vitest';
import { signBlobUrl, verifyBlobSignature } from './signed-url';

const secret = 'test-secret-that-is-long-enough-0123456789';
const key = '0123456789abcdef0123456789abcdef';
const otherKey = 'fedcba9876543210fedcba9876543210';
const now = new Date('2024-06-01T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;

function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  return {
    path: parsed.pathname,
    key: parsed.pathname.split('/').at(-1)!,
    exp: parsed.searchParams.get('exp')!,
    sig: parsed.searchParams.get('sig')!,
  };
}

const at = (secondsFromNow: number) => new Date(now.getTime() + secondsFromNow * 1000);

describe('signed blob URLs', () => {
  it('issues /api/v1/files/<key>?exp&sig expiring after the TTL (default 300 s)', () => {
    const url = parse(signBlobUrl(key, { secret, now }));
    expect(url.path).toBe(`/api/v1/files/${key}`);
    expect(Number(url.exp)).toBe(nowSeconds + 300);
    expect(url.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(parse(signBlobUrl(key, { secret, now, ttlSeconds: 60 })).exp)).toBe(nowSeconds + 60);
  });

  it('accepts an untampered URL until it expires, and not from the expiry second on', () => {
    const { exp, sig } = parse(signBlobUrl(key, { secret, now, ttlSeconds: 60 }));
    expect(verifyBlobSignature(key, exp, sig, { secret, now })).toBe(true);
    expect(verifyBlobSignature(key, Number(exp), sig, { secret, now: at(59) })).toBe(true);
    expect(verifyBlobSignature(key, exp, sig, { secret, now: at(60) })).toBe(false);
    expect(verifyBlobSignature(key, exp, sig, { secret, now: at(3600) })).toBe(false);
  });

  it('rejects a URL whose key was swapped', () => {
    const { exp, sig } = parse(signBlobUrl(key, { secret, now }));
    expect(verifyBlobSignature(otherKey, exp, sig, { secret, now })).toBe(false);
  });

  it('rejects a URL whose expiry was extended or altered', () => {
    const { exp, sig } = parse(signBlobUrl(key, { secret, now }));
    expect(verifyBlobSignature(key, String(Number(exp) + 1), sig, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, String(Number(exp) + 86400), sig, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, `${exp}.5`, sig, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, `-${exp}`, sig, { secret, now })).toBe(false);
  });

  it('rejects a tampered, truncated, padded or missing signature', () => {
    const { exp, sig } = parse(signBlobUrl(key, { secret, now }));
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    expect(verifyBlobSignature(key, exp, flipped, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, exp, sig.slice(0, -1), { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, exp, `${sig}=`, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, exp, `${sig.slice(0, 10)}.${sig.slice(10)}`, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, exp, '', { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, exp, undefined, { secret, now })).toBe(false);
    expect(verifyBlobSignature(key, undefined, sig, { secret, now })).toBe(false);
  });

  it('rejects a URL signed with another secret', () => {
    const { exp, sig } = parse(signBlobUrl(key, { secret: 'another-secret-another-secret-another', now }));
    expect(verifyBlobSignature(key, exp, sig, { secret, now })).toBe(false);
  });

  it('refuses to sign or verify anything that is not a blob key', () => {
    expect(() => signBlobUrl('../../etc/passwd', { secret, now })).toThrow(TypeError);
    expect(() => signBlobUrl(key.toUpperCase(), { secret, now })).toThrow(TypeError);
    expect(() => signBlobUrl(key, { secret, now, ttlSeconds: 0 })).toThrow(RangeError);
    expect(() => signBlobUrl(key, { secret: '', now })).toThrow();
    const { exp, sig } = parse(signBlobUrl(key, { secret, now }));
    expect(verifyBlobSignature(`${key}/..`, exp, sig, { secret, now })).toBe(false);
  });
});
