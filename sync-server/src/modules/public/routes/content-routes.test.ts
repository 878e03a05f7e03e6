import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentSource } from '../adapters/content/content-source';
import { CONTENT_DIR, RESULT_TEXTS_FILE, loadRepoContentSource } from '../adapters/content/repo-content-source';
import { initialDataSchema } from '../contract/initial-data-schema';
import { landingSchema } from '../contract/landing-schema';
import { planFeaturesSchema } from '../contract/plan-features-schema';
import { resultTextsSchema } from '../contract/result-texts-schema';
import type { TestApp } from '../../../test/test-app';
import { DEMO, createTestApp } from '../../../test/test-app';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

describe('GET /api/content/*', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('serves the repository result texts to anyone, cacheable for 5 minutes', async () => {
    t = await createTestApp();
    const response = await t.client().get('/api/content/results');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(resultTextsSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual(resultTextsSchema.parse(JSON.parse(fs.readFileSync(RESULT_TEXTS_FILE, 'utf8'))));
    const client = t.client();
    await client.login(DEMO.essential);
    expect(await (await client.get('/api/content/results')).json()).toEqual(body);
  });

  it.each([
    ['/api/content/landing', 'landing.json', landingSchema],
    ['/api/content/initial-data', 'initial-data.json', initialDataSchema],
    ['/api/content/plan-features', 'plan-features.json', planFeaturesSchema],
  ] as const)('serves %s from the repository file %s to anyone, signed in or not, cacheable for 5 minutes', async (url, file, schema) => {
    t = await createTestApp();
    const response = await t.client().get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    expect(body).toEqual(schema.parse(readJson(file)));
    const client = t.client();
    await client.login(DEMO.free);
    expect(await (await client.get(url)).json()).toEqual(body);
  });

  it('serves whatever the configured content source gives', async () => {
    const repo = await loadRepoContentSource();
    const content: ContentSource = {
      ...repo,
      resultTexts: () => Promise.resolve({ cardSort: { description: 'Values.' } }),
      landing: () => Promise.resolve({ sections: [{ kind: 'faqs', title: 'Questions', items: [{ question: 'Changed?' }] }], planFeatures: [] }),
      initialData: () => Promise.resolve({ instructions: [], assessments: [{ id: 'neo', code: 'NEO', name: 'Personality' }] }),
      planFeatures: () => Promise.resolve({ rows: [] }),
    };
    t = await createTestApp({ demoAccounts: false, content });
    const client = t.client();
    expect(await (await client.get('/api/content/results')).json()).toEqual({ cardSort: { description: 'Values.' } });
    expect(await (await client.get('/api/content/landing')).json()).toEqual({ sections: [{ kind: 'faqs', title: 'Questions', items: [{ question: 'Changed?' }] }], planFeatures: [] });
    expect(await (await client.get('/api/content/initial-data')).json()).toEqual({ instructions: [], assessments: [{ id: 'neo', code: 'NEO', name: 'Personality' }] });
    expect(await (await client.get('/api/content/plan-features')).json()).toEqual({ rows: [] });
  });

  it("serves the practice's name and support address: the demo address in demo mode", async () => {
    t = await createTestApp({ demoAccounts: false });
    const response = await t.client().get('/api/content/practice');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ practiceName: 'Integrative Career Assessment', supportEmail: 'support@demo.example' });
  });

  it('serves the configured practice, and no address when none is set outside demo mode', async () => {
    t = await createTestApp({ demoAccounts: false, config: { practice: { name: 'Northside Career Practice', supportEmail: 'help@northside.example.org' } } });
    expect(await (await t.client().get('/api/content/practice')).json()).toEqual({ practiceName: 'Northside Career Practice', supportEmail: 'help@northside.example.org' });
    await t.close();
    t = await createTestApp({ demoAccounts: false, config: { practice: { name: 'Northside Career Practice', supportEmail: null } } });
    expect(await (await t.client().get('/api/content/practice')).json()).toEqual({ practiceName: 'Northside Career Practice', supportEmail: null });
  });

  it.each(['/api/content/results', '/api/content/landing', '/api/content/initial-data', '/api/content/plan-features', '/api/content/practice'])(
    'answers only GET on %s',
    async (url) => {
      t ??= await createTestApp({ demoAccounts: false });
      const response = await t.client().post(url, {});
      expect(response.status).toBe(404);
    },
  );
});
