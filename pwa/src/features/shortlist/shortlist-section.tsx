import type { IdeaMark } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { SHORTLIST_HEADING } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Button, Spinner } from '@fluentui/react-components';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { Notice } from '../../layout/notice';
import { toStorageError } from '../../offline/storage-error';
import { ResultSection } from '../results/result-section';
import { IdeaMarkButtons } from './idea-mark-buttons';
import { saveIdeaMark } from './idea-mark-store';
import { NO_MARK } from './merge-idea-marks';
import type { IdeaMarkState } from './merge-idea-marks';
import { ShortlistContent } from './shortlist-content';
import {
  SHORTLIST_EMPTY_TEXT,
  SHORTLIST_FROM_DEVICE_TEXT,
  SHORTLIST_LOAD_ERROR_TEXT,
  SHORTLIST_LOADING_TEXT,
  SHORTLIST_OFFLINE_UNSEEN_TEXT,
} from './shortlist-texts';
import { isOfflineError } from './use-shortlist';
import type { ShortlistState } from './use-shortlist';

export interface ShortlistSectionProps {
  userId: string;
  query: Pick<UseQueryResult<ShortlistState>, 'data' | 'error' | 'refetch'>;
  marks: ReadonlyMap<string, IdeaMarkState>;
  /** An admin viewing the client's account: the marks cannot be changed. */
  readOnly: boolean;
}

/**
 * /results/career-ideas: the career ideas the client's counselor shared, readable offline once
 * seen (the device's copy), each with 'Interested' / 'Not for me', saved on this device first and
 * uploaded by the sync engine.
 */
export function ShortlistSection({ userId, query, marks, readOnly }: ShortlistSectionProps) {
  const [saveErrors, setSaveErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const mark = useCallback(
    (recordId: string, next: IdeaMark | null) => {
      saveIdeaMark(userId, recordId, next).then(
        () =>
          setSaveErrors((errors) => {
            if (!errors.has(recordId)) return errors;
            const rest = new Map(errors);
            rest.delete(recordId);
            return rest;
          }),
        (error: unknown) => {
          console.error('Could not save the mark on this device', error);
          setSaveErrors((errors) => new Map(errors).set(recordId, toStorageError(error).message));
        },
      );
    },
    [userId],
  );

  let body: ReactNode;
  const data = query.data;
  if (data) {
    const { shortlist, fromDevice } = data;
    const sharedAt = shortlist.sharedAt;
    body =
      sharedAt === null ? (
        <Body1 as="p">{SHORTLIST_EMPTY_TEXT}</Body1>
      ) : (
        <>
          {fromDevice ? <Notice intent="info">{SHORTLIST_FROM_DEVICE_TEXT}</Notice> : null}
          <ShortlistContent
            shortlist={{ ...shortlist, sharedAt }}
            renderMark={(item) => (
              <IdeaMarkButtons
                title={item.title}
                state={marks.get(item.recordId) ?? NO_MARK}
                readOnly={readOnly}
                saveError={saveErrors.get(item.recordId)}
                onMark={(next) => mark(item.recordId, next)}
              />
            )}
          />
        </>
      );
  } else if (query.error) {
    body = isOfflineError(query.error) ? (
      <Notice intent="info">{SHORTLIST_OFFLINE_UNSEEN_TEXT}</Notice>
    ) : (
      <Notice intent="error" actions={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {SHORTLIST_LOAD_ERROR_TEXT} {query.error.message}
      </Notice>
    );
  } else {
    body = <Spinner label={SHORTLIST_LOADING_TEXT} />;
  }
  return (
    <ResultSection title={SHORTLIST_HEADING} id="career-ideas">
      {body}
    </ResultSection>
  );
}
