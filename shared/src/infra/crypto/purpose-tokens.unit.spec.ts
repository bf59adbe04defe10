import { describe, expect, it } from 'vitest';
import { keyedHash, signPurposeToken, verifyPurposeToken } from './purpose-tokens';

const secret = 'a-secret-of-enough-length-for-tests-0000';

describe('purpose tokens', () => {
  it('round-trip the subject until they expire', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const token = signPurposeToken(secret, 'confirm-email', 'user-1', new Date(now.getTime() + 60_000));
    expect(verifyPurposeToken(secret, 'confirm-email', token, now)).toBe('user-1');
    expect(verifyPurposeToken(secret, 'confirm-email', token, new Date(now.getTime() + 61_000))).toBeNull();
  });

  it('refuse another purpose, another secret and any tampering', () => {
    const token = signPurposeToken(secret, 'confirm-email', 'user-1', new Date(Date.now() + 60_000));
    expect(verifyPurposeToken(secret, 'reset-password', token)).toBeNull();
    expect(verifyPurposeToken(`${secret}x`, 'confirm-email', token)).toBeNull();
    const [subject, exp, signature] = token.split('.');
    expect(
      verifyPurposeToken(secret, 'confirm-email', `${Buffer.from('user-2').toString('base64url')}.${exp}.${signature}`),
    ).toBeNull();
    expect(verifyPurposeToken(secret, 'confirm-email', `${subject}.${Number(exp) + 1}.${signature}`)).toBeNull();
    expect(verifyPurposeToken(secret, 'confirm-email', 'garbage')).toBeNull();
  });

  it('hash values per purpose', () => {
    expect(keyedHash(secret, 'email', 'a@b.co')).toBe(keyedHash(secret, 'email', 'a@b.co'));
    expect(keyedHash(secret, 'email', 'a@b.co')).not.toBe(keyedHash(secret, 'university-name', 'a@b.co'));
    expect(keyedHash(secret, 'email', 'a@b.co')).toMatch(/^[\w-]{32}$/);
  });
});
