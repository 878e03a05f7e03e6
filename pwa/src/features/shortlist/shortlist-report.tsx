import type { ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { IDEA_MARK_LABELS, SHORTLIST_HEADING } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1 } from '@fluentui/react-components';
import { ResultSection } from '../results/result-section';
import type { IdeaMarkState } from './merge-idea-marks';
import { ShortlistContent } from './shortlist-content';

export const NO_ANSWER_TEXT = 'No answer yet';

/** The counselor's career ideas in the printed report: everything on screen, with the client's marks in words instead of buttons. */
export function ShortlistReport({ shortlist, marks }: { shortlist: ShortlistDto & { sharedAt: string }; marks: ReadonlyMap<string, IdeaMarkState> }) {
  return (
    <ResultSection title={SHORTLIST_HEADING} id="career-ideas-report">
      <ShortlistContent
        shortlist={shortlist}
        printed
        renderMark={(item) => {
          const mark = marks.get(item.recordId)?.mark ?? null;
          return (
            <Body1 as="p">
              <strong>Your answer:</strong> {mark ? IDEA_MARK_LABELS[mark] : NO_ANSWER_TEXT}
            </Body1>
          );
        }}
      />
    </ResultSection>
  );
}
