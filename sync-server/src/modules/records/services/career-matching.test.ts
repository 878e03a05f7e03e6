import { describe, expect, it } from 'vitest';
import type { MatchableRecord } from './career-matching';
import { buildMatchTable, hexagonNeighbours, rankRecords, scoreRecord } from './career-matching';

function record(id: string, jobTitle: string, fields: Partial<MatchableRecord> = {}): MatchableRecord {
  return {
    id,
    jobTitle,
    SII_1: 'Realistic',
    SII_2: 'Conventional',
    SII_3: 'Investigative',
    MBTI_1: 'I',
    MBTI_2: 'ST',
    MBTI_3: 'J',
    salary: '1',
    min_edu: 'High School',
    stress_level: 'L',
    familyType: 'Production Occupations',
    ...fields,
  };
}

/** A small hand-made table: each row differs from the wanted profile in a known way. */
const TABLE: MatchableRecord[] = [
  record('a', 'Art Director', { SII_1: 'Artistic', SII_2: 'Enterprising', SII_3: 'Social', salary: '2', stress_level: 'H' }),
  record('b', 'Graphic Designer', { SII_1: 'Artistic', SII_2: 'Realistic', SII_3: 'Enterprising', salary: '1', stress_level: 'L' }),
  record('c', 'Architect', { SII_1: 'Investigative', SII_2: 'Artistic', SII_3: 'Realistic', salary: '2', stress_level: 'L' }),
  record('d', 'Social Worker', { SII_1: 'Social', SII_2: 'Investigative', SII_3: 'Conventional', salary: '1', stress_level: 'L' }),
  record('e', 'Machinist'),
  record('f', 'Creative Director', { SII_1: 'Artistic', SII_2: 'Enterprising', SII_3: 'Conventional', salary: '2', stress_level: 'L' }),
];

describe('career matching', () => {
  it('knows the RIASEC hexagon, Conventional next to Realistic', () => {
    expect(hexagonNeighbours('Artistic')).toEqual(['Investigative', 'Social']);
    expect(hexagonNeighbours('Realistic')).toEqual(['Conventional', 'Investigative']);
    expect(hexagonNeighbours('Nothing')).toEqual([]);
  });

  it('puts records matching every filter in Matches and ranks the rest by weighted score', () => {
    const ranked = rankRecords(buildMatchTable(TABLE), { SII_1: 'Artistic', salary: '2', stress_level: 'L' }, 10);
    expect(ranked.exact.map((item) => item.jobTitle)).toEqual(['Creative Director']);
    expect(ranked.exactTotal).toBe(1);
    // Art Director: Interest 1 (3) + salary (1) = 4. Graphic Designer: Interest 1 (3) + stress (1) = 4,
    // tie broken by job title. Architect: Artistic is its Interest 2 (1.5) + salary + stress = 3.5.
    // Social Worker: Social is next to Artistic (1.5) + stress (1) = 2.5. Machinist: stress only = 1.
    expect(ranked.suggestions.map((item) => [item.jobTitle, item.score])).toEqual([
      ['Art Director', 4],
      ['Graphic Designer', 4],
      ['Architect', 3.5],
      ['Social Worker', 2.5],
      ['Machinist', 1],
    ]);
  });

  it('weighs Interest 1 more than Interest 2 and 3', () => {
    const ranked = rankRecords(
      buildMatchTable([record('x', 'Only Interest 1', { SII_1: 'Social', SII_2: 'Realistic' }), record('y', 'Only Interest 2', { SII_1: 'Realistic', SII_2: 'Enterprising' })]),
      { SII_1: 'Social', SII_2: 'Enterprising' },
      10,
    );
    expect(ranked.suggestions.map((item) => item.jobTitle)).toEqual(['Only Interest 1', 'Only Interest 2']);
  });

  it('says why each record is there', () => {
    const filters = { SII_1: 'Artistic', SII_2: 'Investigative', salary: '2', stress_level: 'L' };
    const byTitle = (title: string) => scoreRecord(TABLE.find((item) => item.jobTitle === title) as MatchableRecord, filters).why;
    expect(byTitle('Art Director')).toBe('matches Interest 1 Artistic, Salary Level $100k+; differs on Interest 2, Stress Level');
    expect(byTitle('Architect')).toBe(
      'matches Salary Level $100k+, Stress Level Low; close on Interest 1 (Artistic is its Interest 2), Interest 2 (Investigative is its Interest 1)',
    );
    expect(byTitle('Social Worker')).toBe('matches Interest 2 Investigative, Stress Level Low; close on Interest 1 (Social, next to Artistic); differs on Salary Level');
    expect(byTitle('Machinist')).toBe('matches Stress Level Low; close on Interest 2 (Investigative is its Interest 3); differs on Interest 1, Salary Level');
  });

  it('keeps only the best suggestions when there are many, and counts every exact match', () => {
    const many = Array.from({ length: 500 }, (_, index) => record(`r${index}`, `Job ${String(index).padStart(3, '0')}`, { salary: index % 2 ? '2' : '1', stress_level: index % 5 ? 'L' : 'H' }));
    const ranked = rankRecords(buildMatchTable(many), { salary: '2', stress_level: 'H' }, 20);
    expect(ranked.exactTotal).toBe(50);
    expect(ranked.exact).toHaveLength(20);
    expect(ranked.exact[0]?.jobTitle).toBe('Job 005');
    expect(ranked.suggestions).toHaveLength(20);
    expect(ranked.suggestions.every((item) => item.score === 1)).toBe(true);
    expect(ranked.suggestions.map((item) => item.jobTitle)).toEqual([...ranked.suggestions.map((item) => item.jobTitle)].sort());
  });

  it('finds nothing when nothing matches at all', () => {
    const ranked = rankRecords(buildMatchTable([record('e', 'Machinist')]), { SII_1: 'Social', salary: '2' }, 10);
    expect(ranked).toEqual({ exact: [], exactTotal: 0, suggestions: [] });
  });
});
