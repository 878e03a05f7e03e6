import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createStorageHealth } from './storage-health';

const FULL = { code: 'SQLITE_FULL', message: 'database or disk is full' };

function setup(probe: () => Promise<void>) {
  const lines: string[] = [];
  let probes = 0;
  const health = createStorageHealth({
    probe: () => {
      probes += 1;
      return probe();
    },
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
  });
  return { health, probes: () => probes, log: () => lines.join('') };
}

describe('storage health', () => {
  it('is healthy without probing until a write fails for lack of space', async () => {
    const { health, probes } = setup(() => Promise.resolve());
    expect(await health.check()).toBe(true);
    expect(probes()).toBe(0);
  });

  it('stays unhealthy while the probe write fails, and recovers (logged) once it succeeds', async () => {
    let full = true;
    const { health, probes, log } = setup(() => (full ? Promise.reject(Object.assign(new Error(FULL.message), { code: FULL.code })) : Promise.resolve()));
    health.reportFull(FULL);
    expect(await health.check()).toBe(false);
    expect(await health.check()).toBe(false);
    expect(probes()).toBe(2);
    full = false;
    expect(await health.check()).toBe(true);
    expect(log()).toContain('storage writable again');
    expect(await health.check()).toBe(true);
    expect(probes()).toBe(3);
  });

  it('runs one probe for checks that arrive together, and a failure reported meanwhile wins over its success', async () => {
    let finish: () => void = () => undefined;
    const { health, probes } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    health.reportFull(FULL);
    const checks = [health.check(), health.check()];
    health.reportFull({ code: '53100', message: 'could not extend file' });
    finish();
    expect(await Promise.all(checks)).toEqual([false, false]);
    expect(probes()).toBe(1);
  });
});
