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
      for (const key of issue.keys) fields[key] ??= 'Unexpected field';
      continue;
    }
    const key = issue.path.length ? String(issue.path[0]) : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** Validates a JSON body; the body must be sent as JSON (which also keeps HTML forms of other sites out). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator('json', (value, c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (!JSON_MEDIA_TYPE.test(mediaType)) throw new AppError('bad_request', 'Send the request body as JSON (Content-Type: application/json).');
    return parseOrThrow(schema, value);
  });
}

export function queryOf<S extends z.ZodType>(schema: S) {
  return validator('query', (value) => parseOrThrow(schema, value));
}

export function paramsOf<S extends z.ZodType>(schema: S) {
  return validator('param', (value) => parseOrThrow(schema, value));
}
