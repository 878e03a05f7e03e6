import { HOLLAND_THEMES, JOB_FAMILIES } from '@career/sync-server/records/contract/record-dto';
import { describe, expect, it } from 'vitest';
import { recordFixture } from './record-test-server';
import { dropdownOptions, emptyForm, formOf, isComplete, JOB_TITLE_OPTION_LIMIT, jobTitleOptions, trimForm } from './record-form-model';

describe('record form model', () => {
  it('starts an edit from the record, without the fields the server sets', () => {
    const form = formOf(recordFixture({ source: 'onet', mbtiDerived: true }));
    expect(form).toEqual({
      jobTitle: 'Actuary',
      familyType: 'Computer and Mathematical Occupations',
      secondaryFamily: 'Business and Financial Operations Occupations',
      SII_1: 'Conventional',
      SII_2: 'Investigative',
      SII_3: 'Enterprising',
      MBTI_1: 'I',
      MBTI_2: 'ST',
      MBTI_3: 'J',
      salary: '2',
      stress_level: 'L',
      min_edu: "Bachelor's Degree",
      description: 'Analyze statistical data to estimate risk.',
    });
    expect(formOf(null)).toEqual(emptyForm());
  });

  it('trims every value and counts a value of spaces as missing', () => {
    const form = { ...formOf(recordFixture()), jobTitle: '  Actuary  ', description: '\n Risk. \t' };
    expect(trimForm(form)).toMatchObject({ jobTitle: 'Actuary', description: 'Risk.' });
    expect(isComplete(form)).toBe(true);
    expect(isComplete({ ...form, min_edu: '   ' })).toBe(false);
    expect(isComplete(emptyForm())).toBe(false);
  });

  it('offers the codes in order, then other values in use, skipping null and empty ones', () => {
    expect(dropdownOptions('SII_1', [null, '', '  ', 'Artistic', 'Legacy theme'])).toEqual([...HOLLAND_THEMES, 'Legacy theme']);
    expect(dropdownOptions('familyType', undefined)).toEqual([...JOB_FAMILIES]);
  });

  it('hides salary and stress values other than their two codes', () => {
    expect(dropdownOptions('salary', ['1', '2', '3', 'high'])).toEqual(['1', '2']);
    expect(dropdownOptions('stress_level', ['L', 'M', 'H'])).toEqual(['L', 'H']);
  });

  it('lists job titles starting with the typed text first, then those holding it, at most the limit', () => {
    const titles = ['Nurse Anesthetist', 'Registered Nurse', null, 'Nurse Practitioner', 'Actuary', 'Nurse Practitioner'];
    expect(jobTitleOptions(titles, ' nurse ')).toEqual(['Nurse Anesthetist', 'Nurse Practitioner', 'Registered Nurse']);
    expect(jobTitleOptions(titles, '')).toEqual(['Nurse Anesthetist', 'Registered Nurse', 'Nurse Practitioner', 'Actuary']);
    const many = Array.from({ length: 80 }, (_unused, index) => `Clerk ${index}`);
    expect(jobTitleOptions(many, 'clerk')).toHaveLength(JOB_TITLE_OPTION_LIMIT);
  });
});
