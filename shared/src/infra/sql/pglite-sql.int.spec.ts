/**
 * PgliteSql sends each statement to the backend as one message, and a `prepare`d text as a named statement, instead
 * of PGlite's own `query`. It must answer exactly as that does: the same values for every type we use, the same
 * errors (and a connection that works after them), inside and outside transactions, and named statements that follow
 * their tables through being dropped, created again and renamed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestPglite } from '../testing/test-databases';
import type { PgliteSql } from './pglite-sql';
import { MAX_NAMED_STATEMENTS } from './sql.port';

describe('PgliteSql', () => {
  let sql: PgliteSql;
  beforeAll(async () => {
    sql = await cloneTestPglite();
    await sql.exec(
      `create table kinds (id text primary key, n bigint, i int, b boolean, at timestamptz, doc jsonb, tags text[])`,
    );
  });
  afterAll(() => sql.close());

  const row = {
    id: 'a',
    n: '9007199254740993',
    i: 7,
    b: true,
    at: new Date('2026-11-27T08:00:00.123Z'),
    doc: { text: 'é ✓ "quoted" \\ back', list: [1, null, { deep: true }] },
    tags: ['x', 'with space', 'with,comma', 'with"quote', 'with\\backslash', ''],
  };
  const insert =
    'insert into kinds (id, n, i, b, at, doc, tags) values ($1, $2, $3, $4, $5, $6, $7) returning id, n, i, b, at, doc, tags';
  const values = [row.id, row.n, row.i, row.b, row.at, row.doc, row.tags];

  it('answers as PGlite’s own query for every type, prepared or not', async () => {
    const inserted = await sql.query(insert, values);
    const select = 'select id, n, i, b, at, doc, tags, null::text as nothing from kinds where id = $1';
    const own = (await sql.db.query(select, ['a'])).rows;
    expect(inserted).toEqual((await sql.db.query('select id, n, i, b, at, doc, tags from kinds')).rows);
    expect(await sql.query(select, ['a'])).toEqual(own);
    expect(await sql.query(select, ['a'], { prepare: true })).toEqual(own);
    expect(await sql.query(select, ['a'], { prepare: true })).toEqual(own);
    expect(own[0]).toMatchObject({ i: 7, b: true, at: row.at, doc: row.doc, tags: row.tags, nothing: null });
    // Parameters of the same text with other values, and nulls.
    const nulls = 'select $1::text as t, $2::jsonb as j, $3::int as i';
    expect(await sql.query(nulls, [null, undefined, 3])).toEqual([{ t: null, j: null, i: 3 }]);
    expect(await sql.query(nulls, ['x', '{"a":1}', null], { prepare: true })).toEqual([
      { t: 'x', j: { a: 1 }, i: null },
    ]);
    expect(await sql.query(nulls, ['y', { b: 2 }, 4], { prepare: true })).toEqual([{ t: 'y', j: { b: 2 }, i: 4 }]);
    expect(await sql.query('select id from kinds where id = any($1::text[]) order by id', [['a', 'z']])).toEqual([
      { id: 'a' },
    ]);
  });

  it('sends long text, json and jsonb values (binary format) as PGlite’s own query sends them as text', async () => {
    // Past the length from which they go as UTF-8 bytes: accents, astral characters, an unpaired surrogate.
    const long = 'é✓ "q" \\ 𝄞 '.repeat(400);
    const text = `${long}\ud800 end`;
    // (JSON.stringify writes an unpaired surrogate as an escape, which PostgreSQL's JSON refuses.)
    const doc = { text: long, list: Array.from({ length: 300 }, (_, n) => ({ n, s: `𝄞${n}` })) };
    const select = 'select $1::text as t, $2::json as j, $3::jsonb as b, length($1::text) as chars';
    const own = (await sql.db.query(select, [text, JSON.stringify(doc), doc])).rows;
    expect(own[0]).toMatchObject({ t: text.replace('\ud800', '\ufffd'), j: doc, b: doc });
    expect(await sql.query(select, [text, JSON.stringify(doc), doc])).toEqual(own);
    expect(await sql.query(select, [text, JSON.stringify(doc), JSON.stringify(doc)], { prepare: true })).toEqual(own);
    // Short values of the same text still go as text.
    expect(await sql.query(select, ['é', '[1]', { a: 'é' }])).toEqual([{ t: 'é', j: [1], b: { a: 'é' }, chars: 1 }]);
    // A long value the type refuses is refused as PGlite refuses it.
    await expect(sql.query('select $1::jsonb as b', [`{${'x'.repeat(5000)}`])).rejects.toThrow(/invalid input syntax/);
    expect(await sql.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('throws the server’s error and goes on working after it, in and out of transactions', async () => {
    await expect(sql.query(insert, values)).rejects.toMatchObject({ code: '23505' });
    await expect(sql.query('select from nowhere', [], { prepare: true })).rejects.toMatchObject({ code: '42P01' });
    await expect(sql.query('select $1::int as i', ['not a number'], { prepare: true })).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await sql.query('select $1::int as i', ['5'], { prepare: true })).toEqual([{ i: 5 }]);

    await expect(
      sql.transaction(async (tx) => {
        await tx.query("insert into kinds (id) values ('in-tx')", [], { prepare: true });
        await tx.query(insert, values);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await sql.query("select id from kinds where id = 'in-tx'")).toEqual([]);
    const committed = await sql.transaction(async (tx) => {
      await tx.query('insert into kinds (id) values ($1)', ['in-tx'], { prepare: true });
      return tx.query<{ id: string }>('select id from kinds where id = $1', ['in-tx']);
    });
    expect(committed).toEqual([{ id: 'in-tx' }]);
    expect(await sql.query('select count(*)::int as n from kinds')).toEqual([{ n: 2 }]);
  });

  it('keeps named statements right when their tables are dropped, made again or renamed', async () => {
    const read = 'select doc from moving where id = $1';
    await sql.exec(`create table moving (id text primary key, doc jsonb)`);
    await sql.query(`insert into moving values ('k', '{"v":1}')`);
    expect(await sql.query(read, ['k'], { prepare: true })).toEqual([{ doc: { v: 1 } }]);

    await sql.exec(`drop table moving`);
    await expect(sql.query(read, ['k'], { prepare: true })).rejects.toMatchObject({ code: '42P01' });
    await sql.exec(`create table moving (id text primary key, doc jsonb)`);
    await sql.query(`insert into moving values ('k', '{"v":2}')`);
    expect(await sql.query(read, ['k'], { prepare: true })).toEqual([{ doc: { v: 2 } }]);

    // A shadow taking over: the live table gives way to one renamed into its place, in a transaction.
    await sql.exec(`create table moving_shadow (id text primary key, doc jsonb)`);
    await sql.query(`insert into moving_shadow values ('k', '{"v":3}')`);
    await sql.transaction(async (tx) => {
      await tx.query('drop table moving');
      await tx.query('alter table moving_shadow rename to moving');
      expect(await tx.query(read, ['k'], { prepare: true })).toEqual([{ doc: { v: 3 } }]);
    });
    expect(await sql.query(read, ['k'], { prepare: true })).toEqual([{ doc: { v: 3 } }]);
  });

  it('keeps at most MAX_NAMED_STATEMENTS prepared and runs further texts unnamed, with the same answers', async () => {
    const prepared = async () =>
      (await sql.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0]!.n;
    for (let n = (await prepared()) + 1; n <= MAX_NAMED_STATEMENTS + 5; n++) {
      expect(await sql.query(`select $1::int + ${n} as v`, [1], { prepare: true })).toEqual([{ v: n + 1 }]);
    }
    expect(await prepared()).toBe(MAX_NAMED_STATEMENTS);
    // A text prepared before the bound still runs as its named statement.
    expect(await sql.query('select $1::int + 1 as v', [1], { prepare: true })).toEqual([{ v: 2 }]);
  });
});
