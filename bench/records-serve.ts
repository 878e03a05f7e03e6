/**
 * The bench's server for career-record searches: the real server (seeded from O*NET as on any
 * start) on a fresh SQLite file or a fresh PostgreSQL database, plus N synthetic records added
 * straight into the database. Usage: records-serve.ts <sqlite|postgres> <extra records>.
 * Prints its URL as the first line; drops its database on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CareerRecordInput } from '../sync-server/src/modules/records/contract/record-dto';
import { EDUCATION_LEVELS, HOLLAND_THEMES, JOB_FAMILIES, MBTI_1_CODES, MBTI_2_CODES, MBTI_3_CODES } from '../sync-server/src/modules/records/contract/record-dto';
import { openDatabase } from '../sync-server/src/db/database';
import { parseEnv } from '../sync-server/src/env';
import { newId } from '../sync-server/src/ids';
import { createLogger } from '../sync-server/src/logger';
import { bumpRecordsRevision, insertRecords } from '../sync-server/src/modules/records/repositories/career-record-repository';
import { startServer } from '../sync-server/src/start-server';
import { createPostgresTestDatabase } from '../sync-server/src/test/test-databases';

const [dialect = 'sqlite', extraText = '0'] = process.argv.slice(2);
const extra = Number(extraText);
const POSTGRES = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-bench-records-'));
// A fresh PostgreSQL database, made and dropped the way the dual-dialect tests do it.
const postgres = dialect === 'postgres' ? await createPostgresTestDatabase(POSTGRES, { migrate: false }) : undefined;
const databaseUrl = postgres?.url;
const dropDatabase = async () => {
  await postgres?.drop();
};

const config = parseEnv({ DATA_DIR: dataDir, PORT: '0', STATIC_DIR: path.resolve('pwa/dist'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const server = await startServer(config, createLogger('error'));

function pick<T>(list: readonly T[], index: number, salt: number): T {
  return list[(index * 7919 + salt * 104729) % list.length] as T;
}

if (extra > 0) {
  const { db, close } = openDatabase(config.databaseUrl);
  const at = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    const records = Array.from({ length: extra }, (_, index) => {
      const input: CareerRecordInput = {
        jobTitle: `Synthetic Occupation ${String(index).padStart(6, '0')}`,
        familyType: pick(JOB_FAMILIES, index, 1),
        secondaryFamily: pick(JOB_FAMILIES, index, 2),
        SII_1: pick(HOLLAND_THEMES, index, 3),
        SII_2: pick(HOLLAND_THEMES, index, 4),
        SII_3: pick(HOLLAND_THEMES, index, 5),
        MBTI_1: pick(MBTI_1_CODES, index, 6),
        MBTI_2: pick(MBTI_2_CODES, index, 7),
        MBTI_3: pick(MBTI_3_CODES, index, 8),
        salary: index % 4 ? '1' : '2',
        stress_level: index % 3 ? 'H' : 'L',
        min_edu: pick(EDUCATION_LEVELS, index, 9),
        description: `A synthetic record for the bench, number ${index}. `.repeat(5).trim(),
      };
      // O*NET-like facts, so the fit scores every synthetic record as it does a seeded one.
      const interests = [0, 1, 2, 3, 4, 5].map((theme) => 1 + (((index + 1) * (theme + 3) * 2654435761) % 6001) / 1000);
      // Work Values extents 1-7 as O*NET's (EX), so the values part is scored too.
      const workValues = [0, 1, 2, 3, 4, 5].map((value) => 1 + (((index + 7) * (value + 5) * 2246822519) % 6001) / 1000);
      const facts = { interests, jobZone: 1 + (index % 5), medianWage: 25_000 + ((index * 7919) % 150_000), workValues };
      return { id: newId(), input, source: 'admin' as const, sourceKey: null, mbtiDerived: false, at, facts };
    });
    await insertRecords(tx, records);
    await bumpRecordsRevision(tx);
  });
  await close();
}

console.log(JSON.stringify({ url: server.url }));
process.once('SIGTERM', () => {
  void server
    .close()
    .then(dropDatabase)
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});
