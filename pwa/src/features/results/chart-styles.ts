import { tokens } from '@fluentui/react-components';
import type { GriffelStyle } from '@fluentui/react-components';

/** Keeps the colours of a chart when printing (browsers drop backgrounds by default). */
export const printColors: GriffelStyle = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' };

/** Hidden on screen, read by screen readers. */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The zero line in the middle of a bipolar bar (readiness, MBTI). */
export const centreLine: GriffelStyle = {
  position: 'absolute',
  top: '-4px',
  bottom: '-4px',
  left: '50%',
  width: '2px',
  transform: 'translateX(-50%)',
  backgroundColor: tokens.colorNeutralForeground1,
  ...printColors,
};

/** The framed box that holds a headline figure (the MBTI type, the theme code). */
export const headlinePanel: GriffelStyle = {
  display: 'grid',
  gap: '12px',
  justifyItems: 'start',
  padding: '20px 24px',
  borderRadius: tokens.borderRadiusXLarge,
  border: `1px solid ${tokens.colorNeutralStroke2}`,
  backgroundColor: tokens.colorNeutralBackground2,
  ...printColors,
};
