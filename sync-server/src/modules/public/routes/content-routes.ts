import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { PracticeDto } from '../../../contract/practice-dto';
import type { AppEnv } from '../../../http/app-env';

/** Browsers may keep an answer 5 minutes; the CMS source caches its answers as long. */
const CACHE_CONTROL = 'public, max-age=300';

/** The product's texts (CMS or repository content files) and the practice's details: public, the same for everyone. */
export function contentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/results', async (c) => {
      const texts = await deps.content.resultTexts();
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(texts);
    })
    .get('/landing', async (c) => {
      const landing = await deps.content.landing();
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(landing);
    })
    .get('/initial-data', async (c) => {
      const initialData = await deps.content.initialData();
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(initialData);
    })
    .get('/plan-features', async (c) => {
      const planFeatures = await deps.content.planFeatures();
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(planFeatures);
    })
    .get('/practice', (c) => {
      const { name, supportEmail } = deps.config.practice;
      const practice: PracticeDto = { practiceName: name, supportEmail };
      c.header('Cache-Control', CACHE_CONTROL);
      return c.json(practice);
    });
}
