import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { MbtiClarityLabel, MbtiDichotomyId } from '@career/scoring/mbti/mbti-types';
import type { ReadinessStage } from '@career/scoring/readiness/readiness-definition';
import type { ScoreInterval } from '@career/scoring/score-interval';
import type { TScoreLevel } from '@career/scoring/t-score-level';
import type { SafetyLevel } from '@career/scoring/depression/safety-level';
import type { SessionNoteDto } from '../../notes/contract/session-note-dto';
import type { CareerBand } from '../../records/contract/career-idea-dto';
import type { IdeaMark } from '../../shortlists/contract/shortlist-dto';

/** A theme of the Strong Interest Inventory's General Occupational Themes, as the brief shows it. */
export interface BriefThemeDto {
  theme: string;
  code: string;
  /** The standard score (T, mean 50, SD 10) and its 95% range. */
  value: number;
  interval: ScoreInterval | null;
  level: string | null;
}

/** A NEO domain (all five), or a facet whose score is outside 40-60. */
export interface BriefScaleDto {
  kind: 'domain' | 'facet';
  name: string;
  tScore: number;
  interval: ScoreInterval | null;
  level: TScoreLevel;
  /** The other levels its range reaches ('near the boundary with ...'). */
  nearLevels: TScoreLevel[];
}

/** GET /api/users/{id}/brief: one client on one page, for a counselor preparing a session. A part the client has not done is null (and named in `missing`). */
export interface ClientBriefDto {
  client: { id: string; firstName: string; lastName: string; email: string };
  practice: string;
  /** When the brief was made (the server's clock). */
  generatedAt: string;
  /** The admin's time zone the times below are written in. */
  timeZone: string;
  plan: { id: string; name: string } | null;
  nextSession: { type: 'interview' | 'results'; coach: string; startAt: string; endAt: string; when: string } | null;
  safety: { flag: boolean; level: SafetyLevel | null; flaggedAt: string | null; flaggedWhen: string | null; checkIn: 'needed' | 'done' | null; checkedInAt: string | null };
  interests: { topThemes: BriefThemeDto[]; differentiation: number | null; undifferentiated: boolean; normGroup: string | null } | null;
  type: { letters: string; name: string | null; pairs: { pair: MbtiDichotomyId; letter: string; pole: string; clarity: number; clarityLabel: MbtiClarityLabel }[] } | null;
  /**
   * The five domains, each followed by its facets scored outside 40-60 (`facetsNotListed`: the
   * average ones left out). Every score with its 95% range and, where that range reaches past 40
   * or 60, the level it is near.
   */
  personality: { norms: { label: string; estimated: boolean; source: string | null } | null; scales: BriefScaleDto[]; facetsNotListed: number } | null;
  values: { rank: number; title: string }[] | null;
  readiness: { stage: ReadinessStage; scores: { stage: ReadinessStage; score: number }[] } | null;
  interview: { completed: boolean; education: string | null; moreEducation: string | null; minimumSalary: number | null; goals: string[]; unanswered: { number: number; question: string }[] } | null;
  shortlist: { sharedAt: string; sharedBy: string | null; items: { recordId: string; title: string; band: CareerBand | null; mark: IdeaMark | null }[] } | null;
  /** The latest three notes, newest first. */
  notes: SessionNoteDto[];
  /** What the client has not done yet, by name: assessments of the plan not completed, sessions of the plan not booked. */
  missing: { kind: 'plan' | 'assessment' | 'session'; id: AssessmentId | 'interview-session' | 'results-session' | 'plan'; name: string }[];
}
