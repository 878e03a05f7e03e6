import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';

/** The product's texts (CMS or repository content files): public, the same for everyone. */
export function contentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/results', async (c) => {
    const texts = await deps.content.resultTexts();
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(texts);
  });
}
