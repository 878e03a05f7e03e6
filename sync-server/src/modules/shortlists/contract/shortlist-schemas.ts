import { z } from 'zod';
import { IDEA_MARKS, SHORTLIST_ITEMS_MAX, SHORTLIST_NOTE_MAX, SHORTLIST_SUMMARY_MAX } from './shortlist-dto';

const recordId = z.string({ error: 'recordId is required' }).min(1, 'recordId is required').max(64, 'Unknown record');

/** PUT /api/users/{id}/shortlist: the summary and 1-30 ideas, each once, each with a note (may be empty). */
export const shortlistBody = z.strictObject({
  summary: z.string({ error: 'Summary is required' }).max(SHORTLIST_SUMMARY_MAX, `Summary must be at most ${SHORTLIST_SUMMARY_MAX} characters`),
  items: z
    .array(
      z.strictObject({
        recordId,
        note: z.string({ error: 'Note is required' }).max(SHORTLIST_NOTE_MAX, `A note must be at most ${SHORTLIST_NOTE_MAX} characters`),
      }),
      { error: 'items is required' },
    )
    .min(1, 'Pick at least one career idea')
    .max(SHORTLIST_ITEMS_MAX, `At most ${SHORTLIST_ITEMS_MAX} career ideas`)
    .refine((items) => new Set(items.map((item) => item.recordId)).size === items.length, 'Each career idea can be picked once'),
});
export type ShortlistBodyInput = z.output<typeof shortlistBody>;

/** PUT /api/users/current/shortlist/marks: 1-100 marks; stamp = the device's time of the mark (ms). */
export const ideaMarksBody = z.strictObject({
  marks: z
    .array(
      z.strictObject({
        recordId,
        mark: z.enum(IDEA_MARKS, { error: "mark must be 'interested', 'not_for_me' or null" }).nullable(),
        stamp: z.number({ error: 'stamp must be a time in ms' }).int('stamp must be a time in ms').min(0, 'stamp must be a time in ms').max(8.64e15, 'stamp must be a time in ms'),
      }),
      { error: 'marks is required' },
    )
    .min(1, 'marks is empty')
    .max(100, 'At most 100 marks at once'),
});
export type IdeaMarksBodyInput = z.output<typeof ideaMarksBody>;

export const shortlistUserParam = z.object({ id: z.string().min(1).max(64, 'Unknown user') });

/** GET /api/admin/career-ideas/calibration takes no parameters: any is a 400. */
export const calibrationQuery = z.strictObject({});
