import {
  Body1,
  Body1Strong,
  Body1Stronger,
  Body2,
  Caption1,
  Caption1Strong,
  Caption1Stronger,
  Caption2,
  Caption2Strong,
  Display,
  LargeTitle,
  Subtitle1,
  Subtitle2,
  Subtitle2Stronger,
  Title1,
  Title2,
  Title3,
  typographyStyles,
  webLightTheme,
} from '@fluentui/react-components';
import type { ComponentType, ReactNode } from 'react';

type TypographyStyle = keyof typeof typographyStyles;
type ThemeToken = keyof typeof webLightTheme;

export interface TypeStep {
  component: string;
  Component: ComponentType<{ children?: ReactNode }>;
  style: TypographyStyle;
  fontSize: { token: string; value: string };
  lineHeight: { token: string; value: string };
  fontWeight: { token: string; value: string };
}

const COMPONENTS: readonly [name: string, Component: ComponentType<{ children?: ReactNode }>, style: TypographyStyle][] = [
  ['Caption2', Caption2, 'caption2'],
  ['Caption2Strong', Caption2Strong, 'caption2Strong'],
  ['Caption1', Caption1, 'caption1'],
  ['Caption1Strong', Caption1Strong, 'caption1Strong'],
  ['Caption1Stronger', Caption1Stronger, 'caption1Stronger'],
  ['Body1', Body1, 'body1'],
  ['Body1Strong', Body1Strong, 'body1Strong'],
  ['Body1Stronger', Body1Stronger, 'body1Stronger'],
  ['Body2', Body2, 'body2'],
  ['Subtitle2', Subtitle2, 'subtitle2'],
  ['Subtitle2Stronger', Subtitle2Stronger, 'subtitle2Stronger'],
  ['Subtitle1', Subtitle1, 'subtitle1'],
  ['Title3', Title3, 'title3'],
  ['Title2', Title2, 'title2'],
  ['Title1', Title1, 'title1'],
  ['LargeTitle', LargeTitle, 'largeTitle'],
  ['Display', Display, 'display'],
];

/** 'var(--fontSizeBase100)' -> the token's name and its value in the app's theme. */
export function tokenOf(cssVariable: string | undefined): { token: string; value: string } {
  const token = /^var\(--([\w-]+)\)$/.exec(cssVariable ?? '')?.[1] ?? String(cssVariable);
  const value = (webLightTheme as Record<string, string | number | undefined>)[token as ThemeToken];
  return { token, value: value === undefined ? '?' : String(value) };
}

/** Fluent's type ramp, smallest first, read from Fluent's own styles and the app's theme. */
export const TYPE_RAMP: readonly TypeStep[] = COMPONENTS.map(([component, Component, style]) => ({
  component,
  Component,
  style,
  fontSize: tokenOf(typographyStyles[style].fontSize),
  lineHeight: tokenOf(typographyStyles[style].lineHeight),
  fontWeight: tokenOf(typographyStyles[style].fontWeight),
}));
