import { Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CallRegular, HeartRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { CrisisCopy } from './crisis-copy';
import { CrisisResourceList } from './crisis-resource-list';
import { Paragraphs } from './paragraphs';

const keepColorsInPrint = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } as const;

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gap: '12px',
    padding: '20px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    borderLeft: `6px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ...keepColorsInPrint,
    '@media print': { breakInside: 'avoid' },
  },
  // The stronger card: a thicker danger border and background; its title says it is urgent too.
  urgent: {
    border: `2px solid ${tokens.colorPaletteRedBorder2}`,
    borderLeft: `8px solid ${tokens.colorPaletteRedBorderActive}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  title: { display: 'flex', alignItems: 'center', gap: '8px', margin: 0 },
  icon: { color: tokens.colorBrandForeground1, fontSize: '24px', flexShrink: 0 },
  urgentIcon: { color: tokens.colorPaletteRedForeground1 },
});

export interface CrisisCardProps {
  copy: CrisisCopy;
  /** The heading's level where the card sits (h3 under a result's h2; h2 in the questionnaire). */
  heading: 'h2' | 'h3';
  'data-testid'?: string;
}

/**
 * A crisis card: a region named by its heading, the words to the client and the crisis lines. The
 * 'plans' card is drawn stronger (danger border and background, a call icon) and its own title
 * says to reach out now, so colour is never the only sign. Calm, not an alarm: no alert role, and
 * it never takes the focus; its links are in the tab order where the card stands.
 */
export function CrisisCard({ copy, heading, 'data-testid': testId }: CrisisCardProps) {
  const styles = useStyles();
  const headingId = useId();
  const urgent = copy.level === 'plans';
  const Icon = urgent ? CallRegular : HeartRegular;
  return (
    <section className={mergeClasses(styles.card, urgent && styles.urgent)} aria-labelledby={headingId} data-testid={testId} data-crisis-level={copy.level}>
      <Subtitle1 as={heading} id={headingId} className={styles.title}>
        <Icon className={mergeClasses(styles.icon, urgent && styles.urgentIcon)} aria-hidden />
        {copy.title}
      </Subtitle1>
      <Paragraphs text={copy.body} />
      <CrisisResourceList resources={copy.resources} />
    </section>
  );
}
