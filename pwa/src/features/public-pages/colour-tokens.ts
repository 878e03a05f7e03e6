import type { webLightTheme } from '@fluentui/react-components';

export type ColourToken = keyof typeof webLightTheme & `color${string}`;

/**
 * The Fluent colour tokens the app's styles use, by role. Kept in step with the code by
 * colour-tokens.test.ts, which reads every `tokens.color...` in pwa/src.
 */
export const APP_COLOUR_TOKENS: readonly { group: string; tokens: readonly ColourToken[] }[] = [
  {
    group: 'Brand',
    tokens: [
      'colorBrandBackground',
      'colorBrandBackground2',
      'colorBrandBackground2Hover',
      'colorBrandBackground2Pressed',
      'colorBrandForeground1',
      'colorBrandForeground2',
      'colorBrandStroke1',
      'colorBrandStroke2',
    ],
  },
  {
    group: 'Text and icons',
    tokens: [
      'colorNeutralForeground1',
      'colorNeutralForeground2',
      'colorNeutralForeground3',
      'colorNeutralForeground4',
      'colorNeutralForegroundDisabled',
      'colorNeutralForegroundInverted',
      'colorNeutralForegroundOnBrand',
    ],
  },
  {
    group: 'Backgrounds',
    tokens: [
      'colorNeutralBackground1',
      'colorNeutralBackground1Hover',
      'colorNeutralBackground2',
      'colorNeutralBackground3',
      'colorNeutralBackground4',
      'colorNeutralBackground5',
      'colorSubtleBackgroundHover',
    ],
  },
  {
    group: 'Borders and focus',
    tokens: ['colorNeutralStroke1', 'colorNeutralStroke2', 'colorNeutralStroke3', 'colorNeutralStrokeAccessible', 'colorStrokeFocus2', 'colorTransparentStroke'],
  },
  {
    group: 'Status',
    tokens: [
      'colorStatusSuccessForeground1',
      'colorStatusSuccessBackground1',
      'colorStatusSuccessBorder1',
      'colorStatusDangerForeground1',
      'colorStatusDangerBackground1',
      'colorStatusDangerBackground3',
      'colorStatusDangerBorder1',
      'colorPaletteGreenForeground1',
      'colorPaletteRedForeground1',
    ],
  },
  {
    group: 'Crisis support',
    tokens: ['colorPaletteRedBackground1', 'colorPaletteRedBorder2', 'colorPaletteRedBorderActive'],
  },
  {
    group: 'Charts and interest themes',
    tokens: [
      'colorPaletteBerryBackground2',
      'colorPaletteBerryBorderActive',
      'colorPaletteBerryForeground2',
      'colorPaletteBlueBackground2',
      'colorPaletteBlueBorderActive',
      'colorPaletteBlueForeground2',
      'colorPaletteBrownBackground2',
      'colorPaletteBrownBorderActive',
      'colorPaletteBrownForeground2',
      'colorPaletteDarkOrangeBackground2',
      'colorPaletteDarkOrangeBorderActive',
      'colorPaletteDarkOrangeForeground2',
      'colorPaletteGreenBackground2',
      'colorPaletteGreenBorderActive',
      'colorPaletteGreenForeground2',
      'colorPaletteLightGreenBackground2',
      'colorPaletteMarigoldBackground2',
      'colorPaletteMarigoldBorderActive',
      'colorPaletteMarigoldForeground2',
      'colorPaletteSteelBackground2',
      'colorPaletteSteelBorderActive',
      'colorPaletteSteelForeground2',
      'colorPaletteYellowBackground2',
    ],
  },
];
