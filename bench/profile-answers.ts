/**
 * Where POST /api/answers spends its CPU: runs bench/serve.ts under `node --cpu-prof`, loads it
 * with answer batches as `npm run bench` does (bench/answer-loads.ts: 50 connections, 3 s of
 * warm-up, 5 s measured; batch 10 then 240, or the sizes given), stops it and prints, for the
 * measured seconds, the functions with the most self time, the time per package or source file
 * and the time of the answer path's steps with what they call. On a fresh SQLite database, or
 * PostgreSQL with --pg (TEST_DATABASE_URL or 127.0.0.1:5432).
 * `npx tsx bench/profile-answers.ts [--pg] [--fetch] [--cold] [sizes...]`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ANSWER_CONNECTIONS, runAnswerLoad } from './answer-loads';
import { makeClients } from '../sync-server/src/test/signed-in-clients';
import { availablePostgresUrl, createPostgresTestDatabase, createSqliteTestDatabase } from '../sync-server/src/test/test-databases';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The monotonic clock in microseconds, the one V8 stamps profiles with. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time (ms) by function and by where its code lives (a package or a file of ours), of the
 * samples taken between `from` and `to` (monotonic microseconds); and the inclusive time of the
 * functions named in `inclusive`.
 */
export function summariseProfile(profile: CpuProfile, window: { from: number; to: number }, inclusive: readonly string[] = [], top = 30) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at >= window.from && at <= window.to) selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const inclusiveMs = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const name = byId.get(node)?.callFrame.functionName ?? '';
      if (inclusive.includes(name) && !seen.has(name)) {
        seen.add(name);
        inclusiveMs.set(name, (inclusiveMs.get(name) ?? 0) + ms);
      }
    }
  }
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const file = frame.url.replace(/^file:\/\//, '');
    const where = file.includes('node_modules/') ? `pkg ${(/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file) ?? [])[1] ?? '?'}` : file ? path.relative(process.cwd(), file) : '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    places.set(where, (places.get(where) ?? 0) + ms);
  }
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, ms: Math.round(ms), percent: +((100 * ms) / total).toFixed(1) }));
  return { totalMs: Math.round(total), functions: rows(functions), places: rows(places), inclusive: rows(inclusiveMs) };
}

/** Steps of the answer path whose time with everything they call is shown. */
const INCLUSIVE = [
  'loadSession',
  'verify',
  'findUserById',
  'parseOrThrow',
  'saveAnswers',
  'batchPlan',
  'payloadHash',
  'prepareBatchChanges',
  'runGroup',
  'checkAnswerAccess',
  'applyBatch',
  'lockProgress',
  'upsertAnswers',
  'countStoredValues',
  'updateOpenProgress',
  'insertBatch',
  'currentPlanAssessments',
  'inWriteTransaction',
  'executeQuery',
  'compileQuery',
  'json',
  'writev',
];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answers-profile-'));
  const sizes = process.argv.slice(2).filter((arg) => /^\d+$/.test(arg)).map(Number);
  const options = { fetch: process.argv.includes('--fetch'), warmupSeconds: process.argv.includes('--cold') ? 0 : 3 };
  const postgresUrl = process.argv.includes('--pg') ? await availablePostgresUrl() : undefined;
  if (process.argv.includes('--pg') && !postgresUrl) throw new Error('PostgreSQL is not reachable at TEST_DATABASE_URL or 127.0.0.1:5432');
  const database = postgresUrl ? await createPostgresTestDatabase(postgresUrl) : await createSqliteTestDatabase();
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'bench/serve.ts', database.url], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve) => readline.createInterface({ input: child.stdout }).once('line', resolve));
  const { url } = JSON.parse(line) as { url: string };
  const target = { url, clients: await makeClients(database, ANSWER_CONNECTIONS, 'profile'), pid: child.pid ?? 0, postgres: Boolean(postgresUrl) };
  const loads = [];
  let from = 0;
  for (const size of sizes.length ? sizes : [10, 240]) {
    // The samples of the measured seconds only (not the start-up, nor the warm-up of the first load).
    if (!from && options.warmupSeconds) await runAnswerLoad('warm-up', target, size, { ...options, seconds: options.warmupSeconds, warmupSeconds: 0 });
    from ||= nowMicros();
    loads.push(await runAnswerLoad(`batch ${size}`, target, size, { ...options, warmupSeconds: 0 }));
  }
  const to = nowMicros();
  console.table(loads);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  await database.drop();
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${dir}`);
  const summary = summariseProfile(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile, { from, to }, INCLUSIVE);
  console.log(`profile ${path.join(dir, file)}: ${summary.totalMs} ms sampled`);
  console.table(summary.places);
  console.table(summary.functions);
  console.table(summary.inclusive);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/profile-answers.ts')) await main();
