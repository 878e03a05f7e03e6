const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> '1.5 KB', 5e9 -> '4.7 GB' (binary multiples, one decimal under 10). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} bytes`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
