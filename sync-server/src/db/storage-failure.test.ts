import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { storageFailureOf } from './storage-failure';

function postgresError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe('storageFailureOf', () => {
  it("recognises SQLite's SQLITE_FULL, PostgreSQL's 53100 disk_full and the system's ENOSPC / EDQUOT", () => {
    expect(storageFailureOf(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))).toEqual({
      code: 'SQLITE_FULL',
      message: 'database or disk is full',
    });
    expect(storageFailureOf(postgresError('53100', 'could not extend file "base/16384/16385": No space left on device'))).toEqual({
      code: '53100',
      message: 'could not extend file "base/16384/16385": No space left on device',
    });
    expect(storageFailureOf(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))?.code).toBe('ENOSPC');
    expect(storageFailureOf(Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' }))?.code).toBe('EDQUOT');
  });

  it('looks through causes', () => {
    const wrapped = new Error('saving failed', { cause: postgresError('53100', 'could not write to file') });
    expect(storageFailureOf(wrapped)?.code).toBe('53100');
  });

  it('leaves every other failure alone, out-of-memory included', () => {
    expect(storageFailureOf(postgresError('53200', 'out of memory'))).toBeUndefined();
    expect(storageFailureOf(postgresError('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(storageFailureOf(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBeUndefined();
    expect(storageFailureOf(new Error('boom'))).toBeUndefined();
    expect(storageFailureOf('SQLITE_FULL')).toBeUndefined();
    expect(storageFailureOf(undefined)).toBeUndefined();
  });
});
