import { describe, expect, it } from 'vitest';
import { publicAddress, requestOrigin } from './public-address';

const unset = { PUBLIC_URL: 'http://localhost:3107', publicUrlIsSet: false };

/** What the system page shows: the address, where it came from, and where emails link. */
const shown = (value: string, source: string, emailLinks: string) => ({
  value,
  source,
  variable: 'PUBLIC_URL',
  emailLinks,
});

describe('the public address on the system page', () => {
  it('is PUBLIC_URL when it is set, whatever the request says', () => {
    const config = { PUBLIC_URL: 'https://stint.example.org', publicUrlIsSet: true };
    expect(publicAddress(config, { protocol: 'http', host: 'localhost:3107' })).toEqual(
      shown('https://stint.example.org', 'environment', 'https://stint.example.org'),
    );
  });

  it('is the address the request came to while PUBLIC_URL is not set, and says where emails link', () => {
    expect(publicAddress(unset, { protocol: 'https', host: 'Campus.Example.org:8443' })).toEqual(
      shown('https://campus.example.org:8443', 'request', 'http://localhost:3107'),
    );
  });

  it('falls back to what emails use when the host cannot be read as one', () => {
    for (const host of [undefined, '', 'evil.example/phish', 'user@evil.example', 'evil.example?x=1', 'a b']) {
      expect(publicAddress(unset, { protocol: 'http', host })).toEqual(
        shown('http://localhost:3107', 'default', 'http://localhost:3107'),
      );
    }
  });

  it('reads only http and https origins', () => {
    expect(requestOrigin({ protocol: 'http', host: '127.0.0.1:3107' })).toBe('http://127.0.0.1:3107');
    expect(requestOrigin({ protocol: 'https', host: '[::1]:8443' })).toBe('https://[::1]:8443');
    expect(requestOrigin({ protocol: 'javascript', host: 'evil.example' })).toBeNull();
  });
});
