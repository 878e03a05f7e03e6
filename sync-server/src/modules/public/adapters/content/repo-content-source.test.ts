import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialDataSchema } from '../../contract/initial-data-schema';
import { landingSchema } from '../../contract/landing-schema';
import { planFeaturesSchema } from '../../contract/plan-features-schema';
import { resultTextsSchema } from '../../contract/result-texts-schema';
import { CONTENT_KINDS, CONTENT_KIND_NAMES } from './content-kinds';
import { CONTENT_DIR, ContentFileError, RESULT_TEXTS_FILE, loadRepoContentSource } from './repo-content-source';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

describe('repository content source', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A content folder holding copies of the real files, with some replaced. */
  function fixture(replace: Partial<Record<string, string | null>> = {}): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'career-content-'));
    dirs.push(dir);
    for (const kind of CONTENT_KIND_NAMES) {
      const { file } = CONTENT_KINDS[kind];
      const contents = file in replace ? replace[file] : fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8');
      if (contents !== null && contents !== undefined) fs.writeFileSync(path.join(dir, file), contents);
    }
    return dir;
  }

  it('finds sync-server/content/ from the module, whatever the working directory', () => {
    expect(CONTENT_DIR).toBe(path.resolve(import.meta.dirname, '../../../../../content') + path.sep);
    expect(RESULT_TEXTS_FILE).toBe(path.resolve(import.meta.dirname, '../../../../../content/result-texts.json'));
  });

  it('reads the real content files, each valid against its schema', async () => {
    const source = await loadRepoContentSource();
    expect(await source.resultTexts()).toEqual(resultTextsSchema.parse(readJson('result-texts.json')));
    expect(await source.landing()).toEqual(landingSchema.parse(readJson('landing.json')));
    expect(await source.initialData()).toEqual(initialDataSchema.parse(readJson('initial-data.json')));
    expect(await source.planFeatures()).toEqual(planFeaturesSchema.parse(readJson('plan-features.json')));
  });

  it('ships no testimonials: the landing page shows none until real ones are added', async () => {
    const landing = await (await loadRepoContentSource()).landing();
    expect(landing.sections.map((section) => section.kind)).not.toContain('testimonials');
    expect(JSON.stringify(readJson('landing.json'))).not.toMatch(/testimonial|quote/i);
  });

  it('gives every assessment its texts and time in the initial data', async () => {
    const { assessments, instructions } = await (await loadRepoContentSource()).initialData();
    expect(assessments.map((assessment) => assessment.id)).toEqual(['consent', 'depression-screening', 'readiness-for-change', 'neo', 'myers-briggs', 'career-values', 'interview']);
    for (const assessment of assessments) {
      expect(assessment).toMatchObject({ shortDescription: expect.any(String), longDescription: expect.any(String), instructions: expect.any(String), timeToComplete: expect.any(String) });
    }
    expect(instructions.length).toBeGreaterThan(0);
  });

  it('reads the files once, then serves them from memory', async () => {
    const dir = fixture({ 'result-texts.json': JSON.stringify({ depression: { description: 'First.' }, extra: 'dropped' }) });
    const source = await loadRepoContentSource(dir);
    fs.writeFileSync(path.join(dir, 'result-texts.json'), JSON.stringify({ depression: { description: 'Changed.' } }));
    fs.rmSync(path.join(dir, 'landing.json'));
    expect(await source.resultTexts()).toEqual({ depression: { description: 'First.' } });
    expect((await source.landing()).sections.length).toBeGreaterThan(0);
  });

  it.each([
    ['result-texts.json', 'missing', null, 'cannot be read (ENOENT)'],
    ['result-texts.json', 'not JSON', '{ "depression": ', 'is not valid JSON'],
    ['result-texts.json', 'not valid result texts', JSON.stringify({ depression: { levels: { mild: 3 } } }), 'depression.levels.mild'],
    ['landing.json', 'missing', null, 'cannot be read (ENOENT)'],
    ['landing.json', 'a section of an unknown kind', JSON.stringify({ sections: [{ kind: 'videos', title: 'Videos', items: [] }] }), 'sections.0.kind'],
    ['landing.json', 'over the 4 sections', JSON.stringify({ sections: Array.from({ length: 5 }, () => ({ kind: 'plans', title: 'Plans' })) }), 'sections: Too big'],
    ['landing.json', 'over 20 items in a section', JSON.stringify({ sections: [{ kind: 'faqs', title: 'FAQ', items: Array.from({ length: 21 }, (_, i) => ({ question: `Q${i}?` })) }] }), 'sections.0.items'],
    ['landing.json', 'over the 20 plan features', JSON.stringify({ sections: [], planFeatures: Array.from({ length: 21 }, (_, i) => ({ plan: 'free', text: `F${i}` })) }), 'planFeatures'],
    ['landing.json', 'a section without its title', JSON.stringify({ sections: [{ kind: 'plans' }] }), 'sections.0.title'],
    ['landing.json', 'a testimonial without its attribution', JSON.stringify({ sections: [{ kind: 'testimonials', title: 'Clients', items: [{ quote: 'Great.' }] }] }), 'sections.0.items.0.attribution'],
    ['initial-data.json', 'an unknown assessment', JSON.stringify({ assessments: [{ id: 'tarot', code: 'T', name: 'Tarot' }] }), 'assessments.0.id'],
    ['initial-data.json', 'an assessment twice', JSON.stringify({ assessments: [{ id: 'neo', code: 'NEO', name: 'A' }, { id: 'neo', code: 'NEO', name: 'B' }] }), 'neo is listed twice'],
    ['initial-data.json', 'an assessment without a name', JSON.stringify({ assessments: [{ id: 'neo', code: 'NEO' }] }), 'assessments.0.name'],
    ['plan-features.json', 'a row for no known feature', JSON.stringify({ rows: [{ id: 'coffee', feature: 'Coffee' }] }), 'rows.0.id'],
  ])('stops with a message naming the file when %s is %s', async (file, _name, contents, expected) => {
    const dir = fixture({ [file]: contents });
    const load = loadRepoContentSource(dir);
    await expect(load).rejects.toThrow(ContentFileError);
    await expect(load).rejects.toThrow(path.join(dir, file));
    await expect(load).rejects.toThrow(expected);
  });
});
