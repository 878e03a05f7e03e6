import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import { bumpRecordsRevision, claimSeedKeys, insertRecords, onetKeysWithoutFacts, seededKeys, setOnetFacts } from '../repositories/career-record-repository';
import type { OnetFacts } from './career-matching';
import type { OnetOccupation } from './career-seed-mapping';
import { hasInterestRatings, mapOccupations, RIASEC_LETTERS } from './career-seed-mapping';
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
  await backfillOnetFacts(db, occupations);
  const seeded = await seededKeys(db);
  if (occupations.every((occupation) => seeded.has(occupation.soc) || !hasInterestRatings(occupation))) return { added: 0 };
  const bySoc = new Map(occupations.map((occupation) => [occupation.soc, occupation]));
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
        facts: onetFactsOf(bySoc.get(sourceKey)),
      })),
    );
    await bumpRecordsRevision(tx);
    return { added: fresh.length };
  });
}

/** The facts the fit reads (interest ratings, Job Zone, median wage) of an O*NET occupation. */
export function onetFactsOf(occupation: OnetOccupation | undefined): OnetFacts {
  const riasec = occupation && hasInterestRatings(occupation) ? occupation.riasec : null;
  return {
    interests: riasec ? RIASEC_LETTERS.map((letter) => riasec[letter]) : null,
    jobZone: typeof occupation?.jobZone === 'number' ? occupation.jobZone : null,
    medianWage: typeof occupation?.medianWage === 'number' ? occupation.medianWage : null,
  };
}

/**
 * Records seeded before the O*NET facts were stored get them from the data file, once (the facts
 * are O*NET's, not the admin's, so an edited seed gets them too; a deleted one is not brought back).
 */
async function backfillOnetFacts(db: Kysely<Database>, occupations: readonly OnetOccupation[]): Promise<void> {
  const missing = await onetKeysWithoutFacts(db);
  if (!missing.length) return;
  const bySoc = new Map(occupations.map((occupation) => [occupation.soc, occupation]));
  const found = missing.flatMap((key) => {
    const facts = onetFactsOf(bySoc.get(key));
    return facts.interests ? [{ key, facts }] : [];
  });
  if (!found.length) return;
  await db.transaction().execute(async (tx) => {
    for (const { key, facts } of found) await setOnetFacts(tx, key, facts);
    await bumpRecordsRevision(tx);
  });
}
