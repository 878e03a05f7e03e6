import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { build } from 'esbuild';

const REPO = path.resolve(import.meta.dirname, '../../..');
/** Inside the repository, so that the bundle's package imports resolve from its node_modules. */
const OUT_DIR = path.join(REPO, 'node_modules/.cache/career-prebuilt');

/**
 * The bundle keeps each source file's own place: `import.meta.url`, `.dirname` and `.filename`
 * name the TypeScript file they were written in (the O*NET data, the content folder and the
 * SQLite checkpoint worker are found from there), not the bundle.
 */
const sourcePlaces: Plugin = {
  name: 'source-places',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.')) return { contents: text, loader: 'ts' };
      return {
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
        loader: 'ts',
      };
    });
  },
};

/** Packages stay outside the bundle (Node loads them as usual); the workspaces' TypeScript goes in. */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@career/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true }));
  },
};

const built = new Map<string, Promise<string>>();

/**
 * A script of the repository (the server's main.ts, a CLI, a test's server script) bundled into one
 * plain JavaScript file that Node runs without tsx: a server process started by a test spent about
 * 2.3 of its 3.2 s loading several hundred TypeScript modules through tsx. The same code, bundled
 * by esbuild (which tsx itself compiles with) in well under a second, once per process and entry;
 * the file is named by its content, so processes building the same code at once write the same file.
 */
export function prebuiltEntry(entry: string): Promise<string> {
  const absolute = path.resolve(entry);
  let file = built.get(absolute);
  if (!file) {
    file = bundle(absolute);
    built.set(absolute, file);
  }
  return file;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outfile: 'bundle.mjs',
    sourcemap: 'inline',
    logLevel: 'silent',
    plugins: [sourcePlaces, packagesOutside],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  const stem = path.basename(entry).replace(/\.tsx?$/, '');
  const file = path.join(OUT_DIR, `${stem}-${createHash('sha256').update(output.contents).digest('hex').slice(0, 16)}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, output.contents);
    fs.renameSync(partial, file);
    removeStaleBundles(stem);
  }
  return file;
}

/** A day after it was written, a bundle of older code goes (each change of the code writes a new one, about 4 MB for the server). */
function removeStaleBundles(stem: string): void {
  const before = Date.now() - STALE_AFTER_MS;
  for (const name of fs.readdirSync(OUT_DIR)) {
    if (!name.startsWith(`${stem}-`) || !name.endsWith('.mjs')) continue;
    const file = path.join(OUT_DIR, name);
    try {
      if (fs.statSync(file).mtimeMs < before) fs.rmSync(file, { force: true });
    } catch {
      // gone already (another process removed it)
    }
  }
}

const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
