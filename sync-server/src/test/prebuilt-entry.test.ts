import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from './npm-run';
import { prebuiltEntry } from './prebuilt-entry';

const run = promisify(execFile);

describe('prebuiltEntry', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('runs a TypeScript script without tsx, its imports bundled, packages loaded from node_modules, and its import.meta naming the source file; bundles of the same entry written over a day ago are removed', async () => {
    // Inside the repository, as the scripts it is for: its workspace and package imports resolve from there.
    fs.mkdirSync(path.join(REPO, 'node_modules/.cache'), { recursive: true });
    dir = fs.mkdtempSync(path.join(REPO, 'node_modules/.cache/prebuilt-test-'));
    fs.mkdirSync(path.join(dir, 'lib'));
    fs.writeFileSync(path.join(dir, 'lib', 'place.ts'), 'export const place: string = import.meta.dirname;\nexport const url: string = import.meta.url;\n');
    fs.writeFileSync(
      path.join(dir, 'entry.ts'),
      [
        "import { z } from 'zod';",
        "import { scoreReadiness } from '@career/scoring/readiness/score-readiness';",
        "import { place, url } from './lib/place';",
        'const typed: number = 2;',
        'console.log(JSON.stringify({ place, url, here: import.meta.filename, parsed: z.number().parse(typed), scoring: typeof scoreReadiness }));',
      ].join('\n'),
    );
    // A bundle of older code written two days ago, and one of an hour ago (it may still be in use).
    const cache = path.join(REPO, 'node_modules/.cache/career-prebuilt');
    fs.mkdirSync(cache, { recursive: true });
    const stale = path.join(cache, `entry-stale${path.basename(dir)}.mjs`);
    const recent = path.join(cache, `entry-recent${path.basename(dir)}.mjs`);
    for (const [old, hours] of [[stale, 48], [recent, 1]] as const) {
      fs.writeFileSync(old, '');
      const at = new Date(Date.now() - hours * 3600_000);
      fs.utimesSync(old, at, at);
    }
    const file = await prebuiltEntry(path.join(dir, 'entry.ts'));
    expect([fs.existsSync(stale), fs.existsSync(recent)]).toEqual([false, true]);
    fs.rmSync(recent);
    expect(file.endsWith('.mjs')).toBe(true);
    const { stdout } = await run(process.execPath, [file]);
    expect(JSON.parse(stdout)).toEqual({
      place: path.join(dir, 'lib'),
      url: `file://${path.join(dir, 'lib', 'place.ts')}`,
      here: path.join(dir, 'entry.ts'),
      parsed: 2,
      scoring: 'function',
    });
    // Asked again in the same process: the same file, not a second build.
    expect(await prebuiltEntry(path.join(dir, 'entry.ts'))).toBe(file);
    fs.rmSync(file);
  });
});
