import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import { registerPreparedText } from './pg-prepared-statements';
import type { Database } from './schema';

/**
 * Queries built and compiled by Kysely once per dialect, then run with new values. Kysely builds
 * and compiles every query afresh; on the answer path that was more CPU than SQLite spent running
 * the statements. A template is built with stand-ins for its values (see `values` below); the
 * compiled SQL keeps the placeholders, and each run fills the parameters in the same positions.
 * The query builder stays the one source of the SQL (typed, both dialects).
 */

/** A stand-in value: a string no value of ours or of a client holds (NUL is refused at the edge). */
const MARK = '\u0000template:';

type Slot = { kind: 'constant'; value: unknown } | { kind: 'value'; name: string } | { kind: 'row'; row: number; name: string };

interface Compiled {
  query: CompiledQuery;
  slots: Slot[];
}

/** Stand-ins for every field of a values object: `values.userId` builds to the parameter named userId. */
function standIns<V>(prefix: string): V {
  return new Proxy({}, { get: (_target, name) => `${MARK}${prefix}${String(name)}` }) as V;
}

function slotOf(parameter: unknown): Slot {
  if (typeof parameter !== 'string' || !parameter.startsWith(MARK)) return { kind: 'constant', value: parameter };
  const name = parameter.slice(MARK.length);
  const row = /^(\d+)\.(.+)$/.exec(name);
  return row ? { kind: 'row', row: Number(row[1]), name: row[2] ?? '' } : { kind: 'value', name };
}

function compile(query: Compilable<unknown>): Compiled {
  const compiled = query.compile();
  if (compiled.sql.includes(MARK)) throw new Error(`A template value was written into the SQL instead of a parameter: ${compiled.sql}`);
  // Compiled once, run often: a prepared statement on PostgreSQL (SQLite's statement cache keeps every text).
  registerPreparedText(compiled.sql);
  return { query: compiled, slots: compiled.parameters.map(slotOf) };
}

function fill(compiled: Compiled, values: Record<string, unknown>, rows: readonly Record<string, unknown>[] = []): CompiledQuery {
  const parameters = compiled.slots.map((slot) => {
    if (slot.kind === 'constant') return slot.value;
    const source = slot.kind === 'value' ? values : rows[slot.row];
    if (!source || !(slot.name in source)) throw new Error(`No value for the template parameter ${slot.name}.`);
    return source[slot.name];
  });
  return { ...compiled.query, parameters };
}

/**
 * Compiled queries by dialect (the adapter object of the database they run on) and key, the
 * least recently used dropped past `capacity` keys per dialect (a dropped one is compiled again).
 */
function compiledCache(capacity: number) {
  const byAdapter = new WeakMap<object, Map<string | number, Compiled>>();
  return (db: Kysely<Database>, key: string | number, build: () => Compilable<unknown>): Compiled => {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) byAdapter.set(adapter, (compiled = new Map()));
    let entry = compiled.get(key);
    if (entry) {
      compiled.delete(key);
    } else {
      entry = compile(build());
      if (compiled.size >= capacity) {
        const oldest = compiled.keys().next();
        if (!oldest.done) compiled.delete(oldest.value);
      }
    }
    compiled.set(key, entry);
    return entry;
  };
}

export interface QueryTemplate<V, R> {
  run(db: Kysely<Database>, values: V): Promise<QueryResult<R>>;
}

/**
 * A query with named values: `build(db, values)` must pass each value to the builder as it is
 * (where, set, values, limit...), never compute with it nor spread the values object (its fields
 * are stand-ins, read one by one). A value missing at run time is refused.
 */
export function queryTemplate<V extends object, R>(build: (db: Kysely<Database>, values: V) => Compilable<R>): QueryTemplate<V, R> {
  const compiledFor = compiledCache(1);
  return {
    run: async (db, values) =>
      db.executeQuery(fill(compiledFor(db, 0, () => build(db, standIns<V>(''))), values as Record<string, unknown>) as CompiledQuery<R>),
  };
}

export interface RowsTemplate<V, Row, R> {
  /** `rows` must not be empty. */
  run(db: Kysely<Database>, values: V, rows: readonly Row[]): Promise<QueryResult<R>>;
}

/**
 * A query with named values and a list of rows (a multi-row insert): compiled once per row count,
 * for the 64 counts last used (a batch holds up to 300 changes; each count is a statement of its own).
 */
export function rowsTemplate<V extends object, Row extends object, R>(
  build: (db: Kysely<Database>, values: V, rows: Row[]) => Compilable<R>,
): RowsTemplate<V, Row, R> {
  const compiledFor = compiledCache(64);
  return {
    run: async (db, values, rows) => {
      const compiled = compiledFor(db, rows.length, () =>
        build(
          db,
          standIns<V>(''),
          rows.map((_, index) => standIns<Row>(`${index}.`)),
        ),
      );
      return db.executeQuery(fill(compiled, values as Record<string, unknown>, rows as readonly Record<string, unknown>[]) as CompiledQuery<R>);
    },
  };
}
