/** CSS generic families: always resolve to some font, so there is nothing to detect. */
const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

export interface FontFamilyEntry {
  /** The name without quotes, as people read it. */
  name: string;
  /** The entry as CSS writes it (quoted when it was), for probing it on its own. */
  css: string;
  generic: boolean;
}

/** Splits a CSS font-family list ("'Segoe UI', -apple-system, sans-serif") into its entries. */
export function parseFontFamilies(value: string): FontFamilyEntry[] {
  const entries: FontFamilyEntry[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of value) {
    if (quote) {
      current += char;
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ',') {
      entries.push(entryOf(current));
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) entries.push(entryOf(current));
  return entries.filter((entry) => entry.name !== '');
}

function entryOf(raw: string): FontFamilyEntry {
  const css = raw.trim();
  const quoted = /^(["']).*\1$/.test(css);
  const name = quoted ? css.slice(1, -1) : css;
  return { name, css, generic: !quoted && GENERIC_FAMILIES.has(name.toLowerCase()) };
}
