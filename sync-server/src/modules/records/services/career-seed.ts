import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { newId } from '../../../ids';
import { bumpRecordsRevision, claimSeedKeys, insertRecords, onetKeysWithoutFacts, seededKeys, setOnetFacts } from '../repositories/career-record-repository';
import type { OnetFacts } from './career-matching';
import type { OnetOccupation } from './career-seed-mapping';
import { hasInterestRatings, mapOccupations, RIASEC_LETTERS, WORK_VALUES } from './career-seed-mapping';
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

/** The facts the fit reads (interest ratings, Job Zone, median wage, Work Values) of an O*NET occupation. */
export function onetFactsOf(occupation: OnetOccupation | undefined): OnetFacts {
  const riasec = occupation && hasInterestRatings(occupation) ? occupation.riasec : null;
  return {
    interests: riasec ? RIASEC_LETTERS.map((letter) => riasec[letter]) : null,
    jobZone: typeof occupation?.jobZone === 'number' ? occupation.jobZone : null,
    medianWage: typeof occupation?.medianWage === 'number' ? occupation.medianWage : null,
    workValues: workValuesOf(occupation),
  };
}

/** An occupation's six Work Values extents (EX, 1-7) in Content Model order; null unless all six are numbers. */
export function workValuesOf(occupation: OnetOccupation | undefined): number[] | null {
  const values = occupation?.workValues;
  if (!values) return null;
  const six = WORK_VALUES.map((value) => values[value]);
  return six.every((extent) => typeof extent === 'number' && Number.isFinite(extent)) ? six : null;
}

/**
 * Records seeded before the O*NET facts were stored (2026-11-28-001), or before their Work Values
 * were (2026-12-06-001), get them from the data file, once: the facts are O*NET's, not the admin's,
 * so an edited seed gets them too, a deleted one is not brought back. A row is written only when
 * the file has what it lacks (never with interest ratings the file lacks): seeded occupations
 * O*NET did not rate for Work Values stay null, looked up again at each start (a few dozen keys,
 * no write).
 */
async function backfillOnetFacts(db: Kysely<Database>, occupations: readonly OnetOccupation[]): Promise<void> {
  const lacking = await onetKeysWithoutFacts(db);
  if (!lacking.length) return;
  const bySoc = new Map(occupations.map((occupation) => [occupation.soc, occupation]));
  const found = lacking.flatMap(({ key, hasInterests, hasWorkValues }) => {
    const facts = onetFactsOf(bySoc.get(key));
    const adds = (!hasInterests && facts.interests !== null) || (!hasWorkValues && facts.workValues !== null);
    return adds && facts.interests ? [{ key, facts }] : [];
  });
  if (!found.length) return;
  await db.transaction().execute(async (tx) => {
    for (const { key, facts } of found) await setOnetFacts(tx, key, facts);
    await bumpRecordsRevision(tx);
  });
}
