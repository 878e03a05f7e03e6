import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import { bumpRecordsRevision, claimSeedKeys, insertRecords, seededKeys } from '../repositories/career-record-repository';
import type { OnetOccupation } from './career-seed-mapping';
import { hasInterestRatings, mapOccupations } from './career-seed-mapping';
import { loadOnetOccupations } from './load-onet-occupations';

/**
 * Seeds the career records from O*NET (see modules/records/data/onet/PROVENANCE.md). Idempotent: each O*NET code
 * is claimed once in career_record_seeds, so a seeded record an admin edited is never
 * overwritten and one an admin deleted is never added again; a newer data file adds only its
 * new codes. Safe when two instances start at once (the claim is an insert that skips conflicts).
 * A start with every rated code already seeded skips the mapping (its nearest-family search
 * compares every pair of occupations: about 130 ms that every later start would pay for nothing).
 */
export async function seedCareerRecords(db: Kysely<Database>, at: Date, occupations: readonly OnetOccupation[] = loadOnetOccupations()): Promise<{ added: number }> {
  const seeded = await seededKeys(db);
  if (occupations.every((occupation) => seeded.has(occupation.soc) || !hasInterestRatings(occupation))) return { added: 0 };
  const { records } = mapOccupations(occupations);
  return db.transaction().execute(async (tx) => {
    const claimed = await claimSeedKeys(
      tx,
      records.map((record) => record.sourceKey),
      at.toISOString(),
    );
    const fresh = records.filter((record) => claimed.has(record.sourceKey));
    if (!fresh.length) return { added: 0 };
    await insertRecords(
      tx,
      fresh.map(({ sourceKey, ...input }) => ({
        id: newId(at.getTime()),
        input,
        source: 'onet',
        sourceKey,
        mbtiDerived: true,
        at: at.toISOString(),
      })),
    );
    await bumpRecordsRevision(tx);
    return { added: fresh.length };
  });
}
