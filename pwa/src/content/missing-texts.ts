/** What the app shows where the content service has no text (spec section 8 wording). */
export const NO_DESCRIPTION = 'No description available';
export const NO_TIME_TO_COMPLETE = 'Time to complete not available';

/** 'Time to complete: 45-60 minutes', or the spec's words when the content has no estimate. */
export function timeToCompleteText(timeToComplete: string | undefined): string {
  return timeToComplete?.trim() ? `Time to complete: ${timeToComplete.trim()}` : NO_TIME_TO_COMPLETE;
}

/** The text, or 'No description available' when it is missing or blank. */
export function describedOr(text: string | undefined): string {
  return text?.trim() ? text : NO_DESCRIPTION;
}
