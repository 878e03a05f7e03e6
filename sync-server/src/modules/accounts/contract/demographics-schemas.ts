import { z } from 'zod';
import { EARLIEST_BIRTH_YEAR, SEX_MESSAGE, SEX_VALUES, birthYearMessage, latestBirthYear } from './demographics-rules';

/**
 * PUT /api/users/current/demographics: both fields are sent; a null birth year and 'unspecified'
 * sex say "not given". The latest birth year moves with the clock, so the schema is made per request.
 */
export function demographicsBody(now: Date) {
  const message = birthYearMessage(now);
  return z.strictObject({
    birthYear: z
      .number({ error: (issue) => (issue.input === undefined ? 'Birth year is required (null when not given)' : message) })
      .int(message)
      .min(EARLIEST_BIRTH_YEAR, message)
      .max(latestBirthYear(now), message)
      .nullable(),
    sex: z.enum(SEX_VALUES, { error: SEX_MESSAGE }),
  });
}
export type DemographicsBody = z.output<ReturnType<typeof demographicsBody>>;
