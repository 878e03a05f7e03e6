/**
 * GET /api/content/practice: who runs this installation (settings PRACTICE_NAME and SUPPORT_EMAIL),
 * for the consent text, the footer and the privacy and terms pages. `supportEmail` is null when
 * none is set (outside demo mode): the app then points to the contact form instead of an address.
 */
export interface PracticeDto {
  practiceName: string;
  supportEmail: string | null;
}

/** The product's own name: the practice name by default, and what the app shows before it knows better. */
export const DEFAULT_PRACTICE_NAME = 'Integrative Career Assessment';
