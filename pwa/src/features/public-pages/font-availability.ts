import type { FontFamilyEntry } from './font-families';

export type FontAvailability = 'available' | 'missing' | 'generic' | 'unknown';

const SAMPLE = 'mmmmmmmmmmlli1WQ@#0123456789';
const FALLBACKS = ['monospace', 'sans-serif', 'serif'] as const;

type Measure = (font: string) => number | undefined;

function canvasMeasure(): Measure | undefined {
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context || typeof context.measureText !== 'function') return undefined;
    return (font) => {
      context.font = font;
      return context.measureText(SAMPLE).width;
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether a font family is installed or loaded here. `document.fonts.check()` alone cannot say:
 * for a family that is not a web font of the page it answers true whether or not the device has
 * it. So the sample is measured in the family with each generic family as fallback; if any width
 * differs from the generic family's own, the family drew it. Without a canvas, check() is the only
 * answer there is, and it is reported as such ('unknown' when it is missing too).
 */
export function createFontProbe(measure: Measure | undefined = canvasMeasure()): (entry: FontFamilyEntry) => FontAvailability {
  return (entry) => {
    if (entry.generic) return 'generic';
    if (measure) {
      const widths = FALLBACKS.map((fallback) => [measure(`72px ${fallback}`), measure(`72px ${entry.css}, ${fallback}`)] as const);
      if (widths.every(([base, probe]) => base !== undefined && probe !== undefined)) {
        return widths.some(([base, probe]) => base !== probe) ? 'available' : 'missing';
      }
    }
    if (typeof document !== 'undefined' && document.fonts && typeof document.fonts.check === 'function') {
      try {
        return document.fonts.check(`16px ${entry.css}`) ? 'available' : 'missing';
      } catch {
        return 'unknown';
      }
    }
    return 'unknown';
  };
}
