import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const servers = { EVENT_STORE_URL: 'postgres://db/stint', READ_STORE_URL: 'postgres://db/stint' };

describe('loadConfig: PERSONAL_DATA_MASTER_KEYS', () => {
  it('is optional in the embedded profile', () => {
    expect(loadConfig({}).PERSONAL_DATA_MASTER_KEYS).toBeUndefined();
    expect(loadConfig({ EVENT_STORE_URL: servers.EVENT_STORE_URL }).PERSONAL_DATA_MASTER_KEYS).toBeUndefined();
  });

  it('refuses the server and production profiles without it, saying what to set', () => {
    for (const readStore of [servers.READ_STORE_URL, 'mongodb://mongo:27017/stint']) {
      expect(() => loadConfig({ ...servers, READ_STORE_URL: readStore })).toThrow(
        /PERSONAL_DATA_MASTER_KEYS: required when EVENT_STORE_URL and READ_STORE_URL are set/,
      );
    }
  });

  it('parses the list, first key first', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const config = loadConfig({
      ...servers,
      PERSONAL_DATA_MASTER_KEYS: `2025-06:${a.toString('base64')},2024-01:${b.toString('base64')}`,
    });
    expect(config.PERSONAL_DATA_MASTER_KEYS?.map((key) => key.id)).toEqual(['2025-06', '2024-01']);
    expect(config.PERSONAL_DATA_MASTER_KEYS?.[0]?.key.equals(a)).toBe(true);
  });

  it('rejects a malformed list with the variable named and the key not repeated', () => {
    const short = randomBytes(16).toString('base64');
    let message = '';
    try {
      loadConfig({ PERSONAL_DATA_MASTER_KEYS: `k1:${short}` });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PERSONAL_DATA_MASTER_KEYS: entry 1 ("k1"): the key must be 32 bytes in base64');
    expect(message).not.toContain(short);
  });
});

describe('loadConfig: where jobs are kept', () => {
  const keys = `k1:${randomBytes(32).toString('base64')}`;

  it('refuses EventStoreDB with MongoDB and no REDIS_URL: no database could keep the jobs', () => {
    const production = {
      EVENT_STORE_URL: 'esdb://eventstore:2113?tls=false',
      READ_STORE_URL: 'mongodb://mongo:27017/stint',
      PERSONAL_DATA_MASTER_KEYS: keys,
    };
    expect(() => loadConfig(production)).toThrow(/REDIS_URL: required with EventStoreDB and MongoDB/);
    expect(loadConfig({ ...production, REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379');
  });

  it('keeps them in PostgreSQL (or PGlite) when Redis is not set', () => {
    expect(loadConfig({ ...servers, PERSONAL_DATA_MASTER_KEYS: keys }).REDIS_URL).toBeUndefined();
    expect(
      loadConfig({ ...servers, READ_STORE_URL: 'mongodb://mongo:27017/stint', PERSONAL_DATA_MASTER_KEYS: keys })
        .embedded,
    ).toBe(false);
    expect(loadConfig({}).embedded).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts loopback proxies by default, and when set empty', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '  ' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
  });

  it('takes comma-separated addresses, CIDR ranges and named ranges', () => {
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.0.2.10 , fd00::/8, 2001:db8::1, uniquelocal' }).TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '192.0.2.10', 'fd00::/8', '2001:db8::1', 'uniquelocal']);
  });

  it.each(['true', '*', 'lb.internal', '10.0.0.0/33', '::/129', '10.0.0.0/8/8', '10.0.0.1,,10.0.0.2', '-1', '1.5'])(
    'refuses %j, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );
});

describe('PUBLIC_URL', () => {
  it('follows PORT while it is not set', () => {
    expect(loadConfig({})).toMatchObject({ PUBLIC_URL: 'http://localhost:3000', publicUrlIsSet: false });
    expect(loadConfig({ PORT: '3107' })).toMatchObject({ PUBLIC_URL: 'http://localhost:3107', publicUrlIsSet: false });
  });

  it('is what it is set to, whatever the port', () => {
    expect(loadConfig({ PORT: '3107', PUBLIC_URL: 'https://stint.example.org' })).toMatchObject({
      PUBLIC_URL: 'https://stint.example.org',
      publicUrlIsSet: true,
    });
    // Set to what the default would be, it is still the operator's.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrlIsSet).toBe(true);
  });
});

describe('contact details', () => {
  it('has no support phone or office address unless given, and reads blank ones as unset', () => {
    expect(loadConfig({})).toMatchObject({ SUPPORT_PHONE: undefined, CONTACT_ADDRESS: undefined });
    expect(loadConfig({ SUPPORT_PHONE: ' ', CONTACT_ADDRESS: '' })).toMatchObject({
      SUPPORT_PHONE: undefined,
      CONTACT_ADDRESS: undefined,
    });
  });

  it('takes SUPPORT_PHONE, or CONTACT_PHONE, its former name', () => {
    expect(loadConfig({ SUPPORT_PHONE: ' +44 20 7946 0321 ' }).SUPPORT_PHONE).toBe('+44 20 7946 0321');
    expect(loadConfig({ CONTACT_PHONE: '+44 20 7946 0321' }).SUPPORT_PHONE).toBe('+44 20 7946 0321');
    expect(loadConfig({ SUPPORT_PHONE: '+1 555 0100 22', CONTACT_PHONE: '+44 20 7946 0321' }).SUPPORT_PHONE).toBe(
      '+1 555 0100 22',
    );
  });

  it('refuses a support phone that is not a number to dial, naming the variable', () => {
    expect(() => loadConfig({ SUPPORT_PHONE: 'ask reception' })).toThrow(/SUPPORT_PHONE: must be a phone number/);
  });
});
