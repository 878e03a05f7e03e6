import { HOLLAND_THEMES } from '@career/sync-server/records/contract/record-dto';
import type { HollandTheme } from '@career/sync-server/records/contract/record-dto';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { resultSetOf } from '../results/results-model';
import { paramsFromSearch } from './record-filters-query';
import type { RecordFilters } from './records-api';

/** The search page's address. */
export const CAREER_IDEAS_PATH = '/admin/search-record/result';

/** The records spell themes capitalised ('Artistic'); scored results keep them lower case. */
function hollandTheme(theme: string): HollandTheme | undefined {
  return HOLLAND_THEMES.find((known) => known.toLowerCase() === theme.toLowerCase());
}

/**
 * A client's career-record filters from their own results, so an admin can go from a client's
 * results straight to career ideas: the MBTI type split as the records code it (E/I, the middle
 * pair, J/P) and the three highest General Occupational Themes of the Strong as Interest 1-3.
 * Null when the client has neither result yet.
 */
export function clientCareerFilters(user: CurrentUserDto): RecordFilters | null {
  const { mbti, sii } = resultSetOf(user.assessmentData);
  const filters: RecordFilters = {};
  const type = mbti?.wholeType.trim().toUpperCase() ?? '';
  if (/^[EI][SN][TF][JP]$/.test(type)) {
    filters.MBTI_1 = type.slice(0, 1);
    filters.MBTI_2 = type.slice(1, 3);
    filters.MBTI_3 = type.slice(3, 4);
  }
  if (sii) {
    // Highest first; a tie keeps RIASEC order (the scored GOT list is in that order).
    const top = sii.got
      .map((measure, index) => ({ theme: hollandTheme(measure.theme) ?? hollandTheme(measure.name), value: measure.value, index }))
      .filter((entry): entry is { theme: HollandTheme; value: number; index: number } => entry.theme !== undefined && Number.isFinite(entry.value))
      .sort((a, b) => b.value - a.value || a.index - b.index)
      .slice(0, 3);
    if (top[0]) filters.SII_1 = top[0].theme;
    if (top[1]) filters.SII_2 = top[1].theme;
    if (top[2]) filters.SII_3 = top[2].theme;
  }
  return Object.keys(filters).length ? filters : null;
}

/**
 * The search page's address with the client's filters and `forUser`, so the matches and
 * suggestions come sorted by fit to this client; null without results to search by.
 */
export function careerIdeasPath(user: CurrentUserDto): string | null {
  const filters = clientCareerFilters(user);
  return filters ? `${CAREER_IDEAS_PATH}?${paramsFromSearch({ filters, forUser: user._id, page: 1 }).toString()}` : null;
}
