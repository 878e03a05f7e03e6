import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ResultTextsDto } from '../../contract/result-texts-schema';
import { resultTextsSchema } from '../../contract/result-texts-schema';
import type { ContentSource } from './content-source';

/** sync-server/content/result-texts.json, found from this module rather than the working directory. */
export const RESULT_TEXTS_FILE = fileURLToPath(new URL('../../../content/result-texts.json', import.meta.url));

/** A content file that is missing, unreadable or not valid: the server must not start with it. */
export class ContentFileError extends Error {
  override readonly name = 'ContentFileError';
}

async function readResultTexts(file: string): Promise<ResultTextsDto> {
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
  const parsed = resultTextsSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 10).map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new ContentFileError(`The content file ${file} does not match the result texts schema:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The embedded default: the result texts from the repository's content file, read and validated
 * once, now. Call it while the server starts so a missing or invalid file stops the start-up
 * with a message naming the file (ContentFileError) instead of failing a request later.
 */
export async function loadRepoContentSource(file: string = RESULT_TEXTS_FILE): Promise<ContentSource> {
  const resultTexts = await readResultTexts(file);
  return { resultTexts: () => Promise.resolve(resultTexts) };
}
