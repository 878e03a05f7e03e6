import type { FieldErrors } from '@career/sync-server/contract/api-error';
import type { ContactBody } from '@career/sync-server/public/contract/contact-schemas';
import { contactBody } from '@career/sync-server/public/contract/contact-schemas';

/** What the dialog holds: text as typed, '' for an unanswered choice. */
export interface ContactForm {
  firstName: string;
  lastName: string;
  email: string;
  age: string;
  message: string;
  gender: string;
  status: string[];
  goal: string[];
  education: string;
  industry: string;
  currentSalary: string;
  desiredSalary: string;
  reference: string;
  city: string;
  state: string;
  country: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export type ContactField = Exclude<keyof ContactForm, 'website'>;

/** The fields in the dialog's order (spec section 2): the first with an error gets the focus. */
export const FIELD_ORDER: readonly ContactField[] = [
  'firstName',
  'lastName',
  'email',
  'age',
  'message',
  'gender',
  'status',
  'goal',
  'education',
  'industry',
  'currentSalary',
  'desiredSalary',
  'reference',
  'city',
  'state',
  'country',
];

export function emptyContactForm(): ContactForm {
  return {
    firstName: '',
    lastName: '',
    email: '',
    age: '',
    message: '',
    gender: '',
    status: [],
    goal: [],
    education: '',
    industry: '',
    currentSalary: '',
    desiredSalary: '',
    reference: '',
    city: '',
    state: '',
    country: '',
    website: '',
  };
}

/** '' is no answer; '72,000' and '$72000' are 72000; anything else is left for the schema to refuse. */
function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

const choice = (value: string) => value || undefined;

/** The request body: unanswered fields left out. */
export function bodyOf(form: ContactForm): ContactBody {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    message: form.message,
    age: numberOf(form.age),
    gender: choice(form.gender) as ContactBody['gender'],
    status: form.status as ContactBody['status'],
    goal: form.goal as ContactBody['goal'],
    education: choice(form.education) as ContactBody['education'],
    industry: choice(form.industry) as ContactBody['industry'],
    currentSalary: numberOf(form.currentSalary),
    desiredSalary: numberOf(form.desiredSalary),
    reference: choice(form.reference) as ContactBody['reference'],
    city: choice(form.city.trim()),
    state: choice(form.state) as ContactBody['state'],
    country: choice(form.country) as ContactBody['country'],
    website: form.website,
  };
}

/** The server's own rules, checked here first: one message per field, or null when the form may be sent. */
export function problemsOf(form: ContactForm): FieldErrors | null {
  const result = contactBody.safeParse(bodyOf(form));
  if (result.success) return null;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first field (in the dialog's order) with a message, if any. */
export function firstInvalidField(fields: FieldErrors): ContactField | undefined {
  return FIELD_ORDER.find((field) => fields[field]);
}
