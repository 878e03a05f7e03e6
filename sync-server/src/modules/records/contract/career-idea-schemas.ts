import { z } from 'zod';
import { CAREER_IDEAS_PAGE_SIZE, CAREER_IDEAS_PAGE_SIZE_MAX } from './career-idea-dto';

/** A whole number from a query string, within bounds; anything else is a 400 naming the field. */
function wholeNumber(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

/** GET /api/users/{id}/career-ideas?page=&pageSize=&jobZone= */
export const careerIdeasQuery = z.strictObject({
  page: wholeNumber('page', 1, 100_000).default(1),
  pageSize: wholeNumber('pageSize', 1, CAREER_IDEAS_PAGE_SIZE_MAX).default(CAREER_IDEAS_PAGE_SIZE),
  jobZone: wholeNumber('jobZone', 1, 5).optional(),
});
export type CareerIdeasQuery = z.output<typeof careerIdeasQuery>;

export const careerUserParam = z.object({ id: z.string().min(1).max(64, 'Unknown user') });
