import { consentDefinition } from '@career/scoring/consent/consent-definition';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('RETENTION_YEARS', () => {
  it('defaults to the years the consent states, and takes a whole number of years from 1 to 50', () => {
    expect(parseEnv({}).retentionYears).toBe(consentDefinition.retentionYears);
    expect(parseEnv({ RETENTION_YEARS: '7' }).retentionYears).toBe(7);
    expect(parseEnv({ RETENTION_YEARS: '50' }).retentionYears).toBe(50);
    for (const value of ['0', '51', '2.5', 'three', '-1']) {
      expect(() => parseEnv({ RETENTION_YEARS: value }), value).toThrow(EnvError);
      expect(() => parseEnv({ RETENTION_YEARS: value }), value).toThrow(/RETENTION_YEARS/);
    }
  });
});
