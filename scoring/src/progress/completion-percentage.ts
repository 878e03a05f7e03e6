/**
 * The admin table's completion percentage: completed assessments of the current plan over the
 * plan's assessments, as a whole percent 0..100 (0 when the plan lists none). Completed
 * assessments outside the plan do not count.
 */
export function completionPercentage(
  planAssessmentIds: readonly string[],
  assessments: readonly { id: string; completed: boolean }[],
): number {
  const planned = new Set(planAssessmentIds);
  if (planned.size === 0) return 0;
  const done = new Set(assessments.filter((entry) => entry.completed && planned.has(entry.id)).map((entry) => entry.id));
  return Math.round((100 * done.size) / planned.size);
}
