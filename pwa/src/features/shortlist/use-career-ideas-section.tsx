import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { SHORTLIST_HEADING } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { useMemo } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';
import type { ResultsExtraSection } from '../results/results-extra-section';
import { mergeIdeaMarks } from './merge-idea-marks';
import { ShortlistReport } from './shortlist-report';
import { ShortlistSection } from './shortlist-section';
import { useDeviceIdeaMarks } from './use-device-idea-marks';
import { useShortlist } from './use-shortlist';

/** The address of the client's career ideas (the e-mail about a new shortlist links here). */
export const CAREER_IDEAS_PATH = '/results/career-ideas';

/**
 * 'Career ideas from your counselor' for the client's results: in the menu once something is
 * shared, shown at /results/career-ideas, printed after the results. The marks are read here, in
 * the page, so that the printed report (rendered at once when printing starts) has them. Admins
 * have none (undefined).
 */
export function useCareerIdeasSection(user: CurrentUserDto | null | undefined): ResultsExtraSection | undefined {
  const navigate = useNavigate();
  const open = useMatch(CAREER_IDEAS_PATH) !== null;
  const client = user && !user.admin ? user : undefined;
  const query = useShortlist(client?._id);
  const device = useDeviceIdeaMarks(client?._id);
  const serverMarks = query.data?.shortlist.marks;
  const marks = useMemo(() => mergeIdeaMarks([serverMarks ?? [], device.stored], device.local), [serverMarks, device]);
  if (!client) return undefined;
  const shortlist = query.data?.shortlist;
  const sharedAt = shortlist?.sharedAt ?? null;
  return {
    label: SHORTLIST_HEADING,
    listed: sharedAt !== null,
    open,
    onOpen: () => navigate(CAREER_IDEAS_PATH),
    onLeave: (view) => navigate(view === null ? '/results' : `/results?${new URLSearchParams({ view }).toString()}`),
    view: <ShortlistSection userId={client._id} query={query} marks={marks} readOnly={client.actingAs != null} />,
    report: shortlist && sharedAt !== null ? <ShortlistReport shortlist={{ ...shortlist, sharedAt }} marks={marks} /> : null,
  };
}
