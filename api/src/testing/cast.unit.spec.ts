import { describe, expect, it } from 'vitest';
import { castOf, fillCast, withLateValues } from './cast';

describe('castOf and fillCast', () => {
  it('hands out people before they register and fills those same objects in once they have', () => {
    const cast = castOf('ada', 'northwind');
    const { ada, northwind } = cast;
    expect(ada).toEqual({ id: '', token: '', email: '' });
    fillCast(cast, {
      ada: { id: 'u-1', token: 't-1', email: 'ada@example.org' },
      northwind: { id: 'u-2', token: 't-2', email: 'nora@example.org' },
    });
    expect(ada).toEqual({ id: 'u-1', token: 't-1', email: 'ada@example.org' });
    expect(northwind).toEqual({ id: 'u-2', token: 't-2', email: 'nora@example.org' });
    expect(ada).not.toBe(northwind);
  });

  it('fills only the people named, so a setup can fill them as they register', () => {
    const cast = castOf('uni', 'ada');
    fillCast(cast, { uni: { id: 'u-1', token: 't-1', email: 'uni@example.org' } });
    expect(cast.ada).toEqual({ id: '', token: '', email: '' });
    fillCast(cast, { ada: { id: 'u-2', token: 't-2', email: 'ada@example.org' } });
    expect(cast).toEqual({
      uni: { id: 'u-1', token: 't-1', email: 'uni@example.org' },
      ada: { id: 'u-2', token: 't-2', email: 'ada@example.org' },
    });
  });
});

describe('withLateValues', () => {
  it('reads each late value when used, so what is assigned after the hand-out shows, and passes the rest through', () => {
    let api: { port: number } | undefined;
    const register = () => 'registered';
    const setup = withLateValues({ api: () => api }, { register, limit: 10 });
    expect(setup.api).toBeUndefined();
    api = { port: 4000 };
    expect(setup.api).toEqual({ port: 4000 });
    api = { port: 4001 };
    expect(setup.api).toEqual({ port: 4001 });
    expect(setup.register).toBe(register);
    expect(setup.limit).toBe(10);
    expect(Object.keys(setup).sort()).toEqual(['api', 'limit', 'register']);
  });
});
