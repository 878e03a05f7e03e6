import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { CardSortView } from './card-sort-view';
import { DepressionView } from './depression-view';
import { MbtiView } from './mbti-view';
import { NeoView } from './neo-view';
import { ReadinessView } from './readiness-view';
import type { ResultSet, ResultViewId } from './results-model';
import { SiiBisView } from './sii-bis-view';
import { SiiGotView } from './sii-got-view';
import { SiiOsView } from './sii-os-view';
import { SiiPssView } from './sii-pss-view';
import { SiiSciView } from './sii-sci-view';

interface ResultViewProps {
  view: ResultViewId;
  results: ResultSet;
  texts: ResultTextsDto | undefined;
  /** The printed report: everything expanded, no toggles. */
  expandAll?: boolean;
}

/** One result view, or nothing when its results are not there. */
export function ResultView({ view, results, texts, expandAll = false }: ResultViewProps) {
  const { depression, readiness, neo, mbti, sii, cardSort } = results;
  switch (view) {
    case 'depression-screening':
      return depression ? <DepressionView result={depression} texts={texts?.depression} /> : null;
    case 'readiness-for-change':
      return readiness ? <ReadinessView result={readiness} texts={texts?.readiness} /> : null;
    case 'neo':
      return neo ? <NeoView result={neo} texts={texts?.neo} expandAll={expandAll} /> : null;
    case 'myers-briggs':
      return mbti ? <MbtiView result={mbti} texts={texts?.mbti} /> : null;
    case 'career-values':
      return cardSort ? <CardSortView result={cardSort} texts={texts?.cardSort} /> : null;
    case 'sii-got':
      return sii ? <SiiGotView result={sii} texts={texts?.sii} expandAll={expandAll} /> : null;
    case 'sii-bis':
      return sii ? <SiiBisView result={sii} texts={texts?.sii} /> : null;
    case 'sii-os':
      return sii ? <SiiOsView result={sii} texts={texts?.sii} /> : null;
    case 'sii-pss':
      return sii ? <SiiPssView result={sii} texts={texts?.sii} /> : null;
    case 'sii-sci':
      return sii ? <SiiSciView result={sii} texts={texts?.sii} /> : null;
  }
}
