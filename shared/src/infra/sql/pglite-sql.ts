import { PGlite, parse, protocol, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MAX_NAMED_STATEMENTS, type QueryOptions, type Sql, type SqlQueryable, type SqlRow } from './sql.port';

/**
 * Query texts whose parameter types are kept (see `PgliteSql.run`). Texts are a bounded set but for filters and
 * `findIn`s of varying shape, so the cache is emptied when it is full rather than grown for ever.
 */
const PARAMETER_TYPES_KEPT = 5_000;

/** What PGlite's `execProtocolStream` answers: the backend's messages. */
type BackendMessages = Parameters<typeof parse.parseResults>[0];

const { serialize } = protocol;

/**
 * Statements run without PGlite's `syncToFs` step. Its file systems for Node, a data directory (NodeFS) and memory,
 * write straight through: their sync does nothing, yet asking for it takes PGlite's sync lock once more after every
 * statement outside a transaction, a turn of the queue whose promises lived long enough to reach the old generation
 * (embedded at 200 commands/s, promoted in 15 s: 192.6 MB with the step, 176.0 MB without).
 */
const NO_SYNC = { syncToFs: false } as const;

/** PGlite (in-process WebAssembly Postgres): one connection, so statements and transactions queue up. */
export class PgliteSql implements Sql {
  readonly kind = 'pglite' as const;
  /** Per query text, the types the server gave its parameters when it was first described. */
  private readonly parameterTypes = new Map<string, number[]>();
  /**
   * Per text asked for with `prepare`: its named statement (parsed and planned once), its parameters' types and the
   * description of its rows, so that running it again is a bind, an execute and a sync.
   */
  private readonly prepared = new Map<string, { name: string; types: number[]; rows: BackendMessages }>();

  private constructor(readonly db: PGlite) {}

  /** `dataDir` undefined → in memory. `loadDataDir` restores a dumped database (tests clone a template). */
  static async open(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PgliteSql> {
    // pg_trgm: the read store's search indexes (loaded here, created in a database on first use).
    const db = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    return new PgliteSql(db);
  }

  async query<T extends SqlRow = SqlRow>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    // As PGlite's own query: no transaction of another caller in progress, then the connection alone.
    return this.db._runExclusiveTransaction(() => this.db._runExclusiveQuery(() => this.run<T>(text, params, options)));
  }

  async exec(text: string): Promise<void> {
    await this.db.exec(text);
  }

  async transaction<R>(fn: (tx: SqlQueryable) => Promise<R>): Promise<R> {
    return this.db.transaction(async (tx: Transaction) =>
      fn({
        query: <T extends SqlRow>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          return this.db._runExclusiveQuery(() => this.run<T>(text, params, options));
        },
      }),
    );
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    return this.db.listen(channel, onNotify);
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }

  /**
   * One statement with the extended protocol, as PGlite's `query` runs it (parse, bind with each value serialized for
   * its parameter's type, describe, execute, sync; results parsed by PGlite's parsers), but sent as one message to
   * the WebAssembly backend instead of six: each call into it costs more than most of our statements themselves. What
   * the serializers need, the parameters' types, PGlite asks the server for every time; they are kept here per text
   * (a text's parameters keep their types: ours are cast or fixed by the tables' columns).
   */
  private async run<T extends SqlRow>(text: string, params: unknown[], { prepare }: QueryOptions = {}): Promise<T[]> {
    if (prepare && (this.prepared.has(text) || this.prepared.size < MAX_NAMED_STATEMENTS)) {
      return this.runPrepared<T>(text, params);
    }
    let types = this.parameterTypes.get(text);
    if (!types) {
      types = parse.parseDescribeStatementResults(await this.describe(text));
      if (this.parameterTypes.size >= PARAMETER_TYPES_KEPT) this.parameterTypes.clear();
      this.parameterTypes.set(text, types);
    }
    const values = this.serialized(params, types);
    const messages = await this.db.execProtocolStream(
      joined([
        serialize.parse({ text, types }),
        serialize.bind({ values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      NO_SYNC,
    );
    return parse.parseResults(messages, this.db.parsers)[0]!.rows as T[];
  }

  private async runPrepared<T extends SqlRow>(text: string, params: unknown[]): Promise<T[]> {
    let statement = this.prepared.get(text);
    if (!statement) {
      const name = `stint_${this.prepared.size + 1}`;
      const described = await this.describe(text, name);
      statement = {
        name,
        types: parse.parseDescribeStatementResults(described),
        rows: described.filter((message) => message.name === 'rowDescription'),
      };
      this.prepared.set(text, statement);
    }
    const { name, types, rows } = statement;
    const values = this.serialized(params, types);
    const messages = await this.db.execProtocolStream(
      joined([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      NO_SYNC,
    );
    return parse.parseResults([...rows, ...messages], this.db.parsers)[0]!.rows as T[];
  }

  /** Parses `text` (as the named statement `name`, or the unnamed one) and answers its description. */
  private describe(text: string, name?: string): Promise<BackendMessages> {
    return this.db.execProtocolStream(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      NO_SYNC,
    );
  }

  /**
   * Each value as text for its parameter's type, as PGlite's own `query` serializes it; a long text, JSON or JSONB
   * value (a flush's documents) in binary format instead, its UTF-8 bytes made natively: PGlite measures a text value's
   * bytes in JavaScript, character by character and twice.
   */
  private serialized(params: unknown[], types: number[]): Array<string | Uint8Array | null> {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = types[index]!;
      const serializer = this.db.serializers[type];
      const text = serializer ? serializer(value) : String(value);
      return text.length >= BINARY_FROM_LENGTH ? (binaryOf(text, type) ?? text) : text;
    });
  }
}

/** Values this long (UTF-16 units) of the types `binaryOf` knows go in binary format. */
const BINARY_FROM_LENGTH = 2_048;

/** PostgreSQL's type oids for text, json and jsonb. */
const TEXT_OID = 25;
const JSON_OID = 114;
const JSONB_OID = 3802;

/**
 * The binary format of `text` for the parameter type `type`, or undefined for other types: text and json are their
 * UTF-8 bytes (as `textrecv` and `json_recv` take them), jsonb the same after a version byte 1 (`jsonb_recv`). An
 * unpaired surrogate becomes U+FFFD, as PGlite's own text encoding makes it.
 */
function binaryOf(text: string, type: number): Uint8Array | undefined {
  if (type === TEXT_OID || type === JSON_OID) return Buffer.from(text, 'utf8');
  if (type !== JSONB_OID) return undefined;
  const bytes = Buffer.allocUnsafe(Buffer.byteLength(text, 'utf8') + 1);
  bytes[0] = 1;
  bytes.write(text, 1, 'utf8');
  return bytes;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
