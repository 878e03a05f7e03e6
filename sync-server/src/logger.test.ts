import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { LogFormat } from './env';
import { createLogger } from './logger';

function capture(format: LogFormat | undefined) {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', { format, destination }), text: () => lines.join('') };
}

describe('createLogger', () => {
  it('writes JSON lines by default and for LOG_FORMAT=json', () => {
    for (const format of [undefined, 'json'] as const) {
      const log = capture(format);
      log.logger.info({ reqId: 'abc-123', password: 'hunter2-secret' }, 'request');
      const entry = JSON.parse(log.text()) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: 30, msg: 'request', reqId: 'abc-123', password: '[redacted]' });
    }
  });

  it('writes readable lines for LOG_FORMAT=pretty, with the same redaction', () => {
    const log = capture('pretty');
    log.logger.info({ reqId: 'abc-123', password: 'hunter2-secret' }, 'Career assessment server listening');
    const text = log.text();
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/INFO.*Career assessment server listening/);
    expect(text).toContain('reqId: "abc-123"');
    expect(text).not.toContain('hunter2-secret');
    // No colours into a stream that is not a terminal.
    expect(text).not.toContain('\u001b[');
  });
});
