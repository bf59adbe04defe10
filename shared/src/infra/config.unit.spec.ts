import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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
