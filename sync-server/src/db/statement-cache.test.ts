import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  it('reuses the prepared statement for the same SQL and drops the least recently used past capacity', () => {
    const database = new SQLite(':memory:');
    const cached = withStatementCache(database, 2);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 1 as one').all([])).toEqual([{ one: 1 }]);
    const second = cached.prepare('select 2 as two');
    cached.prepare('select 1 as one');
    cached.prepare('select 3 as three');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(cached.prepare('select 2 as two')).not.toBe(second);
    cached.close();
    expect(database.open).toBe(false);
  });
});
