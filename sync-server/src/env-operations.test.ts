import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('operations settings', () => {
  it('LOG_FORMAT: pretty when stdout is a terminal, JSON otherwise, and the setting wins', () => {
    expect(parseEnv({}).logFormat).toBe('json');
    expect(parseEnv({}, { stdoutIsTty: false }).logFormat).toBe('json');
    expect(parseEnv({}, { stdoutIsTty: true }).logFormat).toBe('pretty');
    expect(parseEnv({ LOG_FORMAT: 'json' }, { stdoutIsTty: true }).logFormat).toBe('json');
    expect(parseEnv({ LOG_FORMAT: 'pretty' }, { stdoutIsTty: false }).logFormat).toBe('pretty');
    expect(() => parseEnv({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });

  it('SHUTDOWN_TIMEOUT_SECONDS: 20 by default, 1 to 600', () => {
    expect(parseEnv({}).shutdownTimeoutMs).toBe(20_000);
    expect(parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: '45' }).shutdownTimeoutMs).toBe(45_000);
    for (const wrong of ['0', '601', '2.5', 'soon']) expect(() => parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: wrong })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });

  it('METRICS_PORT: off unless set, on loopback unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({}).metrics).toBeUndefined();
    expect(parseEnv({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(() => parseEnv({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_HOST: '0.0.0.0' })).toThrow(EnvError);
    expect(() => parseEnv({ METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_PORT: is required when METRICS_HOST is set/);
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});
