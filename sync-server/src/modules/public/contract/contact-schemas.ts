import { z } from 'zod';
import { personNameField } from '../../../contract/person-name';
import { emailField } from '../../accounts/contract/auth-schemas';
import { COUNTRY_CODES, EDUCATION_LEVELS, GENDERS, GOALS, HOW_HEARD, INDUSTRIES, STATUSES, US_STATE_CODES } from './contact-options';

/**
 * The contact form (POST /api/contact) and the admin list of submissions, with the spec's messages
 * (section 5, "Contact form"). Browser-safe: the dialog checks its values with the same schema.
 */

export const CONTACT_LIMITS = {
  name: 100,
  city: 100,
  message: 5000,
  /** Age and salaries are numbers "without bounds" in the spec; these only keep out nonsense. */
  age: 150,
  salary: 100_000_000,
  honeypot: 2000,
} as const;

function requiredText(message: string, max: number, label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : `${label} must be text`) })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();
}

/** One of the options, or nothing; `what` says which ('a gender'). */
function optionalChoice<const T extends readonly [string, ...string[]]>(options: T, what: string) {
  return z.enum(options, { error: `Choose ${what} from the list` }).optional();
}

function optionalWholeNumber(max: number, label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .optional();
}

/** Any of the options (checkboxes), each once; `plural` and `singular` name them ('statuses', 'status'). */
function choices<const T extends readonly [string, ...string[]]>(options: T, plural: string, singular: string) {
  return z
    .array(z.enum(options, { error: `Choose ${plural} from the list` }), { error: `Choose ${plural} from the list` })
    .max(options.length, `Choose ${plural} from the list`)
    .refine((values) => new Set(values).size === values.length, `Choose each ${singular} once`)
    .default([]);
}

/** POST /api/contact: the contact submission (spec section 3) and the honeypot. */
export const contactBody = z.strictObject({
  firstName: personNameField('First name', { max: CONTACT_LIMITS.name }),
  lastName: personNameField('Last name', { max: CONTACT_LIMITS.name }),
  email: emailField,
  message: requiredText('Message is required', CONTACT_LIMITS.message, 'Message'),
  age: optionalWholeNumber(CONTACT_LIMITS.age, 'Age'),
  gender: optionalChoice(GENDERS, 'a gender'),
  status: choices(STATUSES, 'statuses', 'status'),
  goal: choices(GOALS, 'goals', 'goal'),
  education: optionalChoice(EDUCATION_LEVELS, 'an education level'),
  industry: optionalChoice(INDUSTRIES, 'an industry or position'),
  currentSalary: optionalWholeNumber(CONTACT_LIMITS.salary, 'Current salary'),
  desiredSalary: optionalWholeNumber(CONTACT_LIMITS.salary, 'Desired salary'),
  /** How the visitor heard of the practice; the spec marks it required but never checks it. */
  reference: optionalChoice(HOW_HEARD, 'an answer'),
  city: optionalText(CONTACT_LIMITS.city, 'City'),
  state: optionalChoice(US_STATE_CODES, 'a state'),
  country: optionalChoice(COUNTRY_CODES, 'a country'),
  /**
   * The honeypot: hidden from people (and from assistive technology), so only a bot fills it in.
   * A filled one is answered like any submission, and nothing is stored or sent.
   */
  website: z.string({ error: 'Leave this field empty' }).max(CONTACT_LIMITS.honeypot, 'Leave this field empty').optional(),
});
export type ContactBody = z.input<typeof contactBody>;
export type ContactSubmission = z.output<typeof contactBody>;

export const CONTACT_FILTERS = ['all', 'unhandled', 'handled'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

/** GET /api/contact: newest first, `before` the id of the last one seen. */
export const contactListQuery = z.strictObject({
  filter: z.enum(CONTACT_FILTERS, { error: 'Unknown filter' }).default('all'),
  before: z.string().max(64, 'before is invalid').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(100).default(25),
});

/** POST /api/contact/:id/handled */
export const contactIdParam = z.strictObject({ id: z.string().min(1).max(64, 'id is invalid') });
