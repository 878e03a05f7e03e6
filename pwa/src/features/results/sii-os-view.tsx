import type { SiiResult } from '@career/scoring/sii/sii-types';
import { Subtitle1, makeStyles } from '@fluentui/react-components';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { SiiMeasureTable } from './sii-measure-table';
import type { SiiTexts } from './sii-theme-palette';
import { useResultAudience, whose } from './result-audience';

const useStyles = makeStyles({
  heading: { margin: 0 },
});

/**
 * Strong Interest Inventory - Occupational Scales: the description and every occupation (name,
 * theme code, score, level) in a table sortable by its headers and filterable by theme.
 */
export function SiiOsView({ result, texts }: { result: SiiResult; texts: SiiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const headingId = useId();
  return (
    <ResultSection title="Occupational Scales" id="sii-os">
      <ResultText text={texts?.occupationalScales} />
      <Subtitle1 as="h3" id={headingId} className={styles.heading}>
        {whose(audience, 'Occupational Scales')}
      </Subtitle1>
      <SiiMeasureTable measures={result.os} texts={texts} labelledBy={headingId} nameHeader="Occupation" themeHeader="Theme code" noun="occupations" />
    </ResultSection>
  );
}
