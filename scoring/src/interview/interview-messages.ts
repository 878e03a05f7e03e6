/** The spec's interview messages (section 5), shown verbatim by the PWA. */
export function textTooLongMessage(characterLimit: number, over: number): string {
  return `Text exceeds ${characterLimit} character limit by ${over} characters.`;
}

export const NOT_A_NUMBER_MESSAGE = 'Not a valid number.';
export const FIELD_REQUIRED_MESSAGE = 'Field is required.';
