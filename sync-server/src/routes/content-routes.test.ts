import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { RESULT_TEXTS_FILE } from '../adapters/content/repo-content-source';
import { resultTextsSchema } from '../contract/result-texts-schema';
import type { TestApp } from '../test/test-app';
import { DEMO, createTestApp } from '../test/test-app';

describe('GET /api/content/results', () => {
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

  it('serves whatever the configured content source gives', async () => {
    t = await createTestApp({ demoAccounts: false, content: { resultTexts: () => Promise.resolve({ cardSort: { description: 'Values.' } }) } });
    const response = await t.client().get('/api/content/results');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cardSort: { description: 'Values.' } });
  });

  it('answers only GET', async () => {
    t = await createTestApp({ demoAccounts: false });
    const response = await t.client().post('/api/content/results', {});
    expect(response.status).toBe(404);
  });
});
