import { describe, expect, it } from 'vitest';
import { castOf, fillCast } from './cast';

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
