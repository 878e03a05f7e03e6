import type { DeviceCheckResult } from './device-check-result';

/** One sentence over all results, announced when a run ends. */
export function checkSummary(results: readonly DeviceCheckResult[]): string {
  const failed = results.filter((result) => result.status === 'fail').length;
  const warned = results.filter((result) => result.status === 'warn').length;
  if (failed > 0) {
    return `${failed === 1 ? '1 problem' : `${failed} problems`} found: this device cannot keep your answers offline until ${failed === 1 ? 'it is' : 'they are'} fixed. Answer only while online until then.`;
  }
  if (warned > 0) return `Ready, with ${warned === 1 ? '1 warning' : `${warned} warnings`}: you can answer offline here; read what to do below.`;
  return 'All checks passed: this device is ready to answer offline.';
}
