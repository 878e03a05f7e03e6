import { webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { APP_COLOUR_TOKENS } from './colour-tokens';

// Every source file of the app, as text (test-only: nothing here reaches the bundle).
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

describe('the colour tokens on the type specimen page', () => {
  const listed = APP_COLOUR_TOKENS.flatMap((group) => group.tokens);

  it('are exactly those the app’s styles use (add a new token to colour-tokens.ts)', () => {
    const used = new Set(Object.values(SOURCES).flatMap((source) => [...source.matchAll(/tokens\.(color\w+)/g)].map((match) => match[1])));
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect([...used].sort()).toEqual([...listed].sort());
  });

  it('exist in the theme, each once', () => {
    for (const token of listed) expect(webLightTheme[token], token).toMatch(/^#|^rgba?\(|^transparent$/);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
