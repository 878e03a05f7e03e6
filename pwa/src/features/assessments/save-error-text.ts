/** The spec's wording for a failed save: 'Failed to save answers - error: ...'. */
export function saveErrorText(error: unknown): string {
  const message = typeof error === 'string' ? error : error instanceof Error ? error.message : 'unknown error';
  return message.startsWith('Failed to save answers') ? message : `Failed to save answers - error: ${message}`;
}
