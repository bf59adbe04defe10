import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, redactUrl } from './logger';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/auth/reset-password/abc_DEF-123', `/api/v1/auth/reset-password/${REDACTED}`],
    ['/API/V1/AUTH/RESET-PASSWORD/abc?x=1', `/API/V1/AUTH/RESET-PASSWORD/${REDACTED}?x=1`],
    ['/reset-password?token=abc', `/reset-password?token=${REDACTED}`],
    ['/confirm-email?lang=en&token=a.b.c#top', `/confirm-email?lang=en&token=${REDACTED}`],
    ['/ops/queues?ticket=t%2Eu', `/ops/queues?ticket=${REDACTED}`],
    ['/api/v1/files/k?exp=1&sig=s', `/api/v1/files/k?exp=1&sig=${REDACTED}`],
    ['/x?%74oken=abc&Token[]=def', `/x?%74oken=${REDACTED}&Token[]=${REDACTED}`],
    ['/internships?search=token&page=2', '/internships?search=token&page=2'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});

describe('createLogger', () => {
  it('redacts credentials in any line: URLs, headers, tokens and passwords', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.error(
      {
        url: '/api/v1/auth/reset-password/secret-reset-token',
        req: { headers: { authorization: 'Bearer secret-jwt', 'idempotency-key': 'secret-key', cookie: 'a=secret' } },
        body: { password: 'secret-password', token: 'secret-token' },
      },
      'unhandled error',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/secret/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      url: `/api/v1/auth/reset-password/${REDACTED}`,
      req: { headers: { authorization: REDACTED, 'idempotency-key': REDACTED, cookie: REDACTED } },
      body: { password: REDACTED, token: REDACTED },
    });
  });
});
