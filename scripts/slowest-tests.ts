/**
 * The end of `npm test`: where the time went. Reads the JSON reports of the unit tests (vitest,
 * test-reports/unit.json) and the browser tests (Playwright, test-reports/e2e.json) and prints the
 * ten slowest tests of each and of both together. A missing report is said, not an error.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Timed {
  phase: 'unit' | 'browser';
  name: string;
  seconds: number;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, 'test-reports');

function readJson(file: string): unknown {
  const full = path.join(REPORTS, file);
  if (!fs.existsSync(full)) return undefined;
  return JSON.parse(fs.readFileSync(full, 'utf8')) as unknown;
}

interface VitestReport {
  startTime?: number;
  testResults?: { name: string; endTime?: number; assertionResults?: { fullName: string; duration?: number | null }[] }[];
}

function unitTests(report: VitestReport): Timed[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      phase: 'unit' as const,
      name: `${path.relative(ROOT, file.name)} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

interface PlaywrightSuite {
  file?: string;
  specs?: { title: string; file: string; line: number; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

function browserTests(suites: PlaywrightSuite[]): Timed[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        phase: 'browser' as const,
        name: `e2e/${spec.file}:${spec.line} › ${spec.title}`,
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    ),
    ...browserTests(suite.suites ?? []),
  ]);
}

/** The phase's wall-clock time, when its report says. */
function wallSeconds(phase: Timed['phase']): number | undefined {
  if (phase === 'browser') return browser?.stats?.duration === undefined ? undefined : browser.stats.duration / 1000;
  const ends = (unit?.testResults ?? []).map((file) => file.endTime ?? 0);
  return unit?.startTime && ends.length ? (Math.max(...ends) - unit.startTime) / 1000 : undefined;
}

function print(title: string, tests: Timed[], phase?: Timed['phase']): void {
  const total = tests.reduce((sum, test) => sum + test.seconds, 0);
  const wall = phase && wallSeconds(phase);
  console.log(`\n${title}: ${tests.length} tests, ${total.toFixed(0)} s of test time in all${wall ? `, ${wall.toFixed(0)} s from first to last` : ''}`);
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 10);
  for (const test of slowest) console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.phase === 'unit' ? 'unit   ' : 'browser'}  ${test.name}`);
}

const unit = readJson('unit.json') as VitestReport | undefined;
const browser = readJson('e2e.json') as { suites?: PlaywrightSuite[]; stats?: { duration?: number } } | undefined;
const all: Timed[] = [];
if (unit) all.push(...unitTests(unit));
else console.log('No unit test report (test-reports/unit.json).');
if (browser) all.push(...browserTests(browser.suites ?? []));
else console.log('No browser test report (test-reports/e2e.json).');
console.log('\nThe slowest tests (time per test: the component and scoring tests run in two workers, then the server tests in two; the browser tests in two):');
print('Unit tests', all.filter((test) => test.phase === 'unit'), 'unit');
print('Browser tests', all.filter((test) => test.phase === 'browser'), 'browser');
print('Both', all);
