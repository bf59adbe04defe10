import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageSchema, paginate } from './envelope';

describe('pageSchema', () => {
  const schema = pageSchema('reports', z.object({ _id: z.string() }));

  it('reads the items under their name, then the pagination', () => {
    const page = { reports: [{ _id: 'r1' }], pagination: paginate(1, 10, 1) };
    expect(Object.keys(schema.parse(page))).toEqual(['reports', 'pagination']);
    expect(schema.parse(page)).toEqual(page);
  });

  it('refuses a page whose items are missing or malformed', () => {
    expect(schema.safeParse({ pagination: paginate(1, 10, 0) }).success).toBe(false);
    expect(schema.safeParse({ reports: [{ id: 1 }], pagination: paginate(1, 10, 1) }).success).toBe(false);
  });
});
