import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentKind, ContentOf } from './content-kinds';
import { CONTENT_KINDS, CONTENT_KIND_NAMES } from './content-kinds';
import type { ContentSource } from './content-source';
import { contentSourceOf } from './content-source';

/** sync-server/content/, found from this module rather than the working directory. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../../../content/', import.meta.url));
/** sync-server/content/result-texts.json */
export const RESULT_TEXTS_FILE = path.join(CONTENT_DIR, CONTENT_KINDS.resultTexts.file);

/** A content file that is missing, unreadable or not valid: the server must not start with it. */
export class ContentFileError extends Error {
  override readonly name = 'ContentFileError';
}

async function readContentFile<K extends ContentKind>(kind: K, file: string): Promise<ContentOf<K>> {
  const { schema, label } = CONTENT_KINDS[kind];
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ContentFileError(`The content file ${file} cannot be read (${reason}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ContentFileError(`The content file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 10).map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ContentFileError(`The content file ${file} does not match the ${label} schema:\n${lines.join('\n')}`);
  }
  return parsed.data as ContentOf<K>;
}

/**
 * The embedded default: every content file of the repository (result texts, landing module,
 * initial data, plan features grid), read and validated once, now. Call it while the server
 * starts so a missing or invalid file stops the start-up with a message naming the file and the
 * wrong keys (ContentFileError) instead of failing a request later.
 */
export async function loadRepoContentSource(dir: string = CONTENT_DIR): Promise<ContentSource> {
  const loaded = new Map<ContentKind, unknown>();
  for (const kind of CONTENT_KIND_NAMES) loaded.set(kind, await readContentFile(kind, path.join(dir, CONTENT_KINDS[kind].file)));
  return contentSourceOf(<K extends ContentKind>(kind: K) => Promise.resolve(loaded.get(kind) as ContentOf<K>));
}
