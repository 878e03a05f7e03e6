import { describe, expect, it } from 'vitest';
import type { ScoringError } from '../scoring-error';
import { SCORING_VERSION } from '../scoring-version';
import { consentDefinition, consentParagraphs } from './consent-definition';
import { readConsent } from './read-consent';

describe('consentDefinition', () => {
  it("states the age, the 3-year retention and the practice's support address, with one I Agree", () => {
    const text = consentParagraphs('help@practice.example.org').join(' ');
    expect(text).toContain('18 years of age or older');
    expect(text).toContain('3 years');
    expect(text).toContain('write to help@practice.example.org.');
    expect(consentParagraphs(null).at(-1)).toBe('Questions, or a request to see or delete your data: write to us through the contact form on our website.');
    expect(consentDefinition.totalQuestions).toBe(1);
    expect(consentDefinition.items).toHaveLength(1);
    expect(consentDefinition.items[0]?.options).toEqual([{ value: 'agree', label: 'I Agree' }]);
    expect(consentDefinition.retentionYears).toBe(3);
  });
});

describe('readConsent', () => {
  it.each([
    [['agree'], true],
    [[], false],
    [[null], false],
    [[''], false],
  ])('%j gives consent: %s', (answers, consent) => {
    expect(readConsent(answers)).toEqual({ consent, scoringVersion: SCORING_VERSION, instrumentVersion: consentDefinition.instrumentVersion });
  });

  it.each([
    [['agree', 'agree'], 'wrong_length'],
    [['yes'], 'invalid_answer'],
    [[true], 'invalid_answer'],
    ['agree', 'invalid_answer'],
  ])('refuses %j', (answers, code) => {
    expect(() => readConsent(answers)).toThrow(expect.objectContaining({ code }) as ScoringError);
  });
});
