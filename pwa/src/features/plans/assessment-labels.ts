/**
 * The coach sessions (a live video chat of 45 minutes with a Ph.D. level career counselor), named
 * for the scheduling screens. The plans page's comparison table takes its rows from the content
 * service instead (sync-server/content/plan-features.json).
 */
export const SESSION_LABELS = {
  interview: { name: 'Interview Session', info: 'Video: a live video chat of 45 minutes with a Ph.D. level career counselor.' },
  results: { name: 'Results Session', info: 'Video: a live video chat of 45 minutes with a Ph.D. level career counselor.' },
} as const;
