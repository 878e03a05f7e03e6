import type { ReactNode } from 'react';
import type { ResultViewId } from './results-model';

/**
 * A section of the results besides the assessments' views, with an address of its own (the
 * career ideas a counselor shared, /results/career-ideas): an item at the end of the menu, shown
 * in place of a view, and printed after the results.
 */
export interface ResultsExtraSection {
  /** The menu's label (the section's heading). */
  label: string;
  /** In the menu: it has something to show (an address reached directly shows it anyway). */
  listed: boolean;
  /** Its address is open: it is shown in place of a view. */
  open: boolean;
  /** The menu chose it: go to its address. */
  onOpen: () => void;
  /** The menu chose a view (null: the default one) while the section was open: go back to the views' address. */
  onLeave: (view: ResultViewId | null) => void;
  view: ReactNode;
  /** What the printed report adds after the results (null: nothing). */
  report: ReactNode;
}
