import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { FieldErrors } from '../contract/api-error';
import { AppError, validationError } from './app-error';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Field errors from zod issues: the first message per top-level field; unknown fields are named. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // Unknown top-level fields are named; one inside a field is that field's error.
      if (issue.path.length) fields[String(issue.path[0])] ??= `Unexpected field: ${issue.keys.join(', ')}`;
      else for (const key of issue.keys) fields[key] ??= 'Unexpected field';
      continue;
    }
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** C0 and C1 control characters and DEL, but tab, line feed and carriage return (multi-line text). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

/**
 * A lone surrogate: half of a UTF-16 pair without its other half. JSON may carry one ("\ud800"),
 * but it is no character: SQLite would store invalid UTF-8 and PostgreSQL U+FFFD.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const INVALID_TEXT_MESSAGE = 'Must be valid text (it holds half of a character)';

/** True when a text, or any text or key inside a JSON value, matches `pattern`. */
function holds(value: unknown, pattern: RegExp): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (pattern.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index += 1) stack.push(current[index]);
    } else if (current && typeof current === 'object') {
      for (const key of Object.keys(current)) {
        if (pattern.test(key)) return true;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/** The top-level fields holding `pattern` anywhere inside them ('_' for the input as a whole or a bad field name). */
function fieldsHolding(value: unknown, pattern: RegExp): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return holds(value, pattern) ? ['_'] : [];
  const fields = Object.entries(value)
    .filter(([key, item]) => !pattern.test(key) && holds(item, pattern))
    .map(([key]) => key);
  return Object.keys(value).some((key) => pattern.test(key)) ? [...fields, '_'] : fields;
}

/**
 * The top-level fields holding a control character anywhere inside them ('_' for the input as a
 * whole or a bad field name). NUL in particular must never reach a database: PostgreSQL refuses
 * it in text and would answer 500.
 */
export function fieldsWithControlCharacters(value: unknown): string[] {
  return fieldsHolding(value, CONTROL_CHARACTER);
}

/** The top-level fields holding a lone surrogate anywhere inside them. */
export function fieldsWithInvalidText(value: unknown): string[] {
  return fieldsHolding(value, LONE_SURROGATE);
}

/** Either of the two: one walk over the input finds whether it holds any bad text (most hold none). */
const BAD_TEXT = new RegExp(`${CONTROL_CHARACTER.source}|${LONE_SURROGATE.source}`);

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (holds(value, BAD_TEXT)) {
    const badFields = [...fieldsWithInvalidText(value).map((field) => [field, INVALID_TEXT_MESSAGE]), ...fieldsWithControlCharacters(value).map((field) => [field, CONTROL_CHARACTER_MESSAGE])];
    throw validationError(Object.fromEntries(badFields));
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** Validates a JSON body; the body must be sent as JSON (which also keeps HTML forms of other sites out). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return jsonBodyOf(() => schema);
}

/** Validates a JSON body against the schema `schemaFor` picks for it (a body of several forms). */
export function jsonBodyOf<S extends z.ZodType>(schemaFor: (value: unknown) => S) {
  return validator('json', (value, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('bad_request', 'Send the request body as JSON (Content-Type: application/json).');
    return parseOrThrow(schemaFor(value), value);
  });
}

export function queryOf<S extends z.ZodType>(schema: S) {
  return validator('query', (value) => parseOrThrow(schema, value));
}

export function paramsOf<S extends z.ZodType>(schema: S) {
  return validator('param', (value) => parseOrThrow(schema, value));
}
