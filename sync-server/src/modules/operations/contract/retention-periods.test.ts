import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env';
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from './retention-periods';

describe('retention periods stated by the privacy notice', () => {
  it('the analytics default is the one the server applies when ANALYTICS_RETENTION_DAYS is not set', () => {
    expect(parseEnv({}).analyticsRetentionDays).toBe(DEFAULT_ANALYTICS_RETENTION_DAYS);
  });
});
