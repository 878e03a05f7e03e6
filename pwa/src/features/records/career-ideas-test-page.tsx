import type { CareerFitDto } from '@career/sync-server/records/contract/career-idea-dto';
import type { FilterOptionsDto, RecordMatchDto, RecordSearchDto } from '@career/sync-server/records/contract/record-dto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation, useNavigate } from 'react-router-dom';
import { vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { CareerIdeasPage } from './career-ideas-page';

/* Test helpers of the career search page (/admin/search-record/result): its data, a stand-in API and the page in a router. */

export const PATH = '/admin/search-record/result';

export const OPTIONS = {
  jobTitle: ['Art Director', 'Graphic Designer'],
  familyType: ['Arts, Design, Entertainment, Sports, and Media Occupations', '', null],
  secondaryFamily: ['Management Occupations'],
  SII_1: ['Artistic', 'Social'],
  SII_2: ['Enterprising', 'Artistic'],
  SII_3: ['Investigative'],
  MBTI_1: ['E', 'I'],
  MBTI_2: ['NF', 'NT'],
  MBTI_3: ['J', 'P'],
  salary: ['2', '1', '3', '', null],
  stress_level: ['H', 'L', 'M'],
  min_edu: ["Bachelor's Degree", 'High School'],
} as unknown as FilterOptionsDto;

/** A client's fit to one record, as a search opened for them (forUser) carries it. */
export function fitFixture(overrides: Partial<CareerFitDto> = {}): CareerFitDto {
  return {
    band: 'strong',
    rank: 3,
    of: 923,
    stability: 0.7,
    score: 41.5,
    correlation: 0.82,
    valuesFit: 0.4,
    parts: { interests: 32.8, values: 6, education: 0, salary: 3 },
    why: ["Casey's top themes Artistic and Enterprising are this job's first two.", 'It pays what Casey wishes.'],
    worthKnowing: [],
    ...overrides,
  };
}

export function match(overrides: Partial<RecordMatchDto>): RecordMatchDto {
  return {
    _id: 'r1',
    jobTitle: 'Art Director',
    familyType: 'Arts, Design, Entertainment, Sports, and Media Occupations',
    secondaryFamily: 'Management Occupations',
    SII_1: 'Artistic',
    SII_2: 'Enterprising',
    SII_3: 'Social',
    MBTI_1: 'E',
    MBTI_2: 'NF',
    MBTI_3: 'J',
    salary: '2',
    stress_level: 'H',
    min_edu: "Bachelor's Degree",
    description: 'Formulate design concepts and presentation approaches for visual communications media.',
    source: 'onet',
    mbtiDerived: false,
    score: 10,
    why: 'matches Interest 1 Artistic, Salary $100k+',
    ...overrides,
  };
}

export const NOTHING: RecordSearchDto = { exactMatch: [], suggestion: [], exactTotal: 0, page: 1, pageSize: 50, fitFor: null };

/** The address as the router has it (for asserting what the page wrote there), and the browser's Back button. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

type Answer = (signal: AbortSignal | undefined, url: URL) => Response | Promise<Response>;

/** A fetch stub answering the options and searches (with one result, or a function of the request), keeping the search addresses and signals. */
export function stubRecordsApi(result: RecordSearchDto | Answer) {
  const answer: Answer = typeof result === 'function' ? result : () => json(result);
  const searches: { url: URL; signal: AbortSignal | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/records/get-filter-options') return json(OPTIONS);
      if (url.pathname === '/api/records/get-records') {
        searches.push({ url, signal: init?.signal ?? undefined });
        return answer(init?.signal ?? undefined, url);
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    }),
  );
  return searches;
}

/** The query of a search the page sent, as an object. */
export const sent = (search: { url: URL } | undefined) => Object.fromEntries(search?.url.searchParams ?? []);

export function renderPage(at = PATH) {
  return renderRoutes(
    <Route
      path={PATH}
      element={
        <>
          <CareerIdeasPage />
          <Address />
        </>
      }
    />,
    { at },
  );
}

export const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
export const filter = (label: string) => screen.getByRole('combobox', { name: label });

export async function choose(label: string, option: string) {
  await userEvent.click(filter(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
