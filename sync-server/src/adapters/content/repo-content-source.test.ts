import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resultTextsSchema } from '../../contract/result-texts-schema';
import { ContentFileError, RESULT_TEXTS_FILE, loadRepoContentSource } from './repo-content-source';

describe('repository content source', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function fixture(contents: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-content-'));
    dirs.push(dir);
    const file = path.join(dir, 'result-texts.json');
    fs.writeFileSync(file, contents);
    return file;
  }

  it('finds sync-server/content/result-texts.json from the module, whatever the working directory', () => {
    expect(RESULT_TEXTS_FILE).toBe(path.resolve(import.meta.dirname, '../../../content/result-texts.json'));
  });

  it('reads the real content file, valid against the schema', async () => {
    const texts = await (await loadRepoContentSource()).resultTexts();
    const raw: unknown = JSON.parse(fs.readFileSync(RESULT_TEXTS_FILE, 'utf8'));
    expect(texts).toEqual(resultTextsSchema.parse(raw));
    expect(Object.keys(texts).length).toBeGreaterThan(0);
  });

  it('reads the file once, then serves it from memory', async () => {
    const file = fixture(JSON.stringify({ depression: { description: 'First.' }, extra: 'dropped' }));
    const source = await loadRepoContentSource(file);
    fs.writeFileSync(file, JSON.stringify({ depression: { description: 'Changed.' } }));
    expect(await source.resultTexts()).toEqual({ depression: { description: 'First.' } });
    fs.rmSync(file);
    expect(await source.resultTexts()).toEqual({ depression: { description: 'First.' } });
  });

  it.each([
    ['missing', undefined, 'cannot be read (ENOENT)'],
    ['not JSON', '{ "depression": ', 'is not valid JSON'],
    ['not valid result texts', JSON.stringify({ depression: { levels: { mild: 3 } } }), 'depression.levels.mild'],
  ])('fails loudly, naming the file, when it is %s', async (_name, contents, expected) => {
    const file = contents === undefined ? path.join(os.tmpdir(), 'career-no-such-dir', 'result-texts.json') : fixture(contents);
    const load = loadRepoContentSource(file);
    await expect(load).rejects.toThrow(ContentFileError);
    await expect(load).rejects.toThrow(file);
    await expect(load).rejects.toThrow(expected);
  });
});
