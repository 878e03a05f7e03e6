import { describe, expect, it } from 'vitest';
import { recordFixture } from './record-test-server';
import { matchesTerm, withAdded, withoutRecord, withUpdated } from './record-list-updates';

const titles = (list: { jobTitle: string }[]) => list.map((record) => record.jobTitle);

describe('record list updates', () => {
  const list = [recordFixture({ _id: 'a', jobTitle: 'Actuary' }), recordFixture({ _id: 'n', jobTitle: 'Nurse' }), recordFixture({ _id: 'z', jobTitle: 'Zoologist' })];

  it("sorts an added record in by job title as the server orders them (by code point: capitals first)", () => {
    expect(titles(withAdded(list, recordFixture({ _id: 'm', jobTitle: 'Mechanic' })))).toEqual(['Actuary', 'Mechanic', 'Nurse', 'Zoologist']);
    expect(titles(withAdded(list, recordFixture({ _id: 'm', jobTitle: 'mechanic' })))).toEqual(['Actuary', 'Nurse', 'Zoologist', 'mechanic']);
  });

  it('replaces an updated record by _id where it was, even when its title changed', () => {
    const updated = withUpdated(list, recordFixture({ _id: 'a', jobTitle: 'Zymurgist' }));
    expect(titles(updated)).toEqual(['Zymurgist', 'Nurse', 'Zoologist']);
  });

  it('removes a deleted record by _id', () => {
    expect(titles(withoutRecord(list, 'n'))).toEqual(['Actuary', 'Zoologist']);
  });

  it('matches a search term anywhere in the title, any case', () => {
    expect(matchesTerm('Registered Nurse', ' NURSE ')).toBe(true);
    expect(matchesTerm('Registered Nurse', '')).toBe(true);
    expect(matchesTerm('Actuary', 'nurse')).toBe(false);
  });
});
