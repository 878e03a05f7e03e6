import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareDataFolders } from './data-folders';
import { EnvError, parseEnv } from './env';

const SECRET = 'a-configured-secret-of-at-least-32-chars';

describe('prepareDataFolders', () => {
  let root: string;
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(root, { recursive: true, force: true });
  });

  function tempRoot(): string {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'career-folders-'));
    return root;
  }

  function failure(env: Record<string, string>): unknown {
    try {
      prepareDataFolders(parseEnv(env));
    } catch (error) {
      return error;
    }
    return undefined;
  }

  it('creates a missing DATA_DIR private (700) and leaves no trace of its write check', () => {
    const dataDir = path.join(tempRoot(), 'new', 'data');
    const umask = process.umask(0o022);
    try {
      prepareDataFolders(parseEnv({ DATA_DIR: dataDir }));
    } finally {
      process.umask(umask);
    }
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('stops with one line naming DATA_DIR when it cannot be created', () => {
    const file = path.join(tempRoot(), 'a-file');
    fs.writeFileSync(file, '');
    const error = failure({ DATA_DIR: path.join(file, 'data') });
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).message).toBe(`DATA_DIR: ${path.join(file, 'data')} is missing and cannot be created (ENOTDIR)`);
    expect(failure({ DATA_DIR: file })).toEqual(new EnvError(`DATA_DIR: ${file} is not a folder`));
  });

  it('stops with one line naming DATA_DIR when it is not writable', () => {
    const dataDir = tempRoot();
    // Root writes through any mode bits, so the refusal a read-only folder or file system gives is simulated.
    vi.spyOn(fs, 'writeFileSync').mockImplementation(() => {
      throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
    });
    expect(failure({ DATA_DIR: dataDir })).toEqual(new EnvError(`DATA_DIR: ${dataDir} is not writable (EROFS)`));
  });

  it("names DATABASE_URL when a SQLite file's own folder fails, and skips DATA_DIR when nothing is kept there", () => {
    const file = path.join(tempRoot(), 'a-file');
    fs.writeFileSync(file, '');
    const unusable = path.join(file, 'data');
    expect(failure({ DATA_DIR: root, DATABASE_URL: path.join(unusable, 'career.sqlite') })).toEqual(
      new EnvError(`DATABASE_URL: ${unusable} is missing and cannot be created (ENOTDIR)`),
    );
    // PostgreSQL and a configured secret: DATA_DIR is not used, so an unusable one does not matter.
    expect(failure({ DATA_DIR: unusable, DATABASE_URL: 'postgres://127.0.0.1:1/none', SESSION_SECRET: SECRET })).toBeUndefined();
    // The generated secret still needs DATA_DIR.
    expect(failure({ DATA_DIR: unusable, DATABASE_URL: 'postgres://127.0.0.1:1/none' })).toBeInstanceOf(EnvError);
  });
});
