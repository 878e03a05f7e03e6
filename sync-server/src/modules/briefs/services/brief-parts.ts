import { careerWishesOf, CAREER_WISH_QUESTIONS } from '@career/scoring/careers/career-wishes';
import { interestDifferentiation } from '@career/scoring/careers/interest-differentiation';
import { interestsFromGot } from '@career/scoring/careers/interests-from-got';
import { interviewAnswerSheet } from '@career/scoring/interview/interview-answer-sheet';
import { holdsAnswer } from '@career/scoring/interview/interview-answer-lines';
import type { InterviewAnswers } from '@career/scoring/interview/interview-types';
import { CURRENT_INTERVIEW_VERSION } from '@career/scoring/interview/interview-versions';
import { nearLevels } from '@career/scoring/level-boundary';
import type { MbtiClarityLabel, MbtiDichotomyId } from '@career/scoring/mbti/mbti-types';
import { NEO_DOMAIN_CODES, NEO_DOMAIN_KEYS } from '@career/scoring/neo/neo-codes';
import type { ReadinessStage } from '@career/scoring/readiness/readiness-definition';
import type { ScoreInterval } from '@career/scoring/score-interval';
import { levelOfT } from '@career/scoring/t-score-level';
import type { TScoreLevel } from '@career/scoring/t-score-level';
import type { BriefScaleDto, BriefThemeDto, ClientBriefDto } from '../contract/client-brief-dto';
import { isRecord } from '@career/scoring/is-record';

/**
 * The brief's parts from stored results (pure: each takes what a progress row holds, `unknown`
 * as stored, and returns the part or null when there is nothing to show). Stored results come
 * from several scoring versions, so every field is checked, never assumed.
 */

type Row = Record<string, unknown>;


const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function intervalOf(value: unknown): ScoreInterval | null {
  return isRecord(value) && isNumber(value.low) && isNumber(value.high) ? { low: value.low, high: value.high } : null;
}

const LEVELS: readonly TScoreLevel[] = ['Low', 'Average', 'High'];
const levelOf = (value: unknown): TScoreLevel | null => (LEVELS as readonly unknown[]).includes(value) ? (value as TScoreLevel) : null;

/** The Strong Interest Inventory's three top themes (the provider's results on the Myers-Briggs step) and how spread the six are. */
export function interestsPart(results: unknown): ClientBriefDto['interests'] {
  const sii = isRecord(results) ? results.sii : null;
  if (!isRecord(sii) || !Array.isArray(sii.got)) return null;
  // Stored with the theme's key ('artistic') and its name as shown ('Artistic').
  const theme = (entry: unknown): BriefThemeDto | null =>
    isRecord(entry) && typeof entry.theme === 'string' && isNumber(entry.value)
      ? { theme: textOf(entry.name) ?? entry.theme, code: typeof entry.themeCode === 'string' ? entry.themeCode : '', value: entry.value, interval: intervalOf(entry.interval), level: textOf(entry.level) }
      : null;
  const got = sii.got.map(theme).filter((entry): entry is BriefThemeDto => entry !== null);
  if (got.length === 0) return null;
  const keyed = sii.got.filter((entry): entry is { theme: string; value: number } => isRecord(entry) && typeof entry.theme === 'string' && isNumber(entry.value));
  const stored = Array.isArray(sii.topThemes) ? sii.topThemes.map(theme).filter((entry): entry is BriefThemeDto => entry !== null) : [];
  // Older results may lack topThemes: the highest three, ties in the stored (RIASEC) order.
  const topThemes = stored.length ? stored.slice(0, 3) : [...got].sort((a, b) => b.value - a.value).slice(0, 3);
  const six = interestsFromGot(keyed);
  const spread = six ? interestDifferentiation(six) : null;
  return { topThemes, differentiation: spread ? spread.value : null, undifferentiated: spread?.undifferentiated ?? false, normGroup: textOf(sii.normGroup) };
}

const PAIRS: readonly MbtiDichotomyId[] = ['EI', 'SN', 'TF', 'JP'];
const CLARITY: readonly MbtiClarityLabel[] = ['Slight', 'Moderate', 'Clear', 'Very Clear'];

/** The Myers-Briggs type: its letters, its name in the practice's texts, and each pair's letter and clarity. */
export function typePart(results: unknown, typeNames: Readonly<Partial<Record<string, { name?: string }>>>): ClientBriefDto['type'] {
  const mbti = isRecord(results) ? results.mbti : null;
  if (!isRecord(mbti) || typeof mbti.wholeType !== 'string') return null;
  const letters = mbti.wholeType.trim().toUpperCase();
  if (!/^[EI][SN][TF][JP]$/.test(letters)) return null;
  const dichotomies = Array.isArray(mbti.dichotomies) ? mbti.dichotomies.filter(isRecord) : [];
  const pairs = PAIRS.flatMap((pair) => {
    const found = dichotomies.find((entry) => entry.id === pair);
    if (!found || typeof found.letter !== 'string' || !isNumber(found.clarity) || !(CLARITY as readonly unknown[]).includes(found.clarityLabel)) return [];
    const pole = found.pole === 'second' ? found.second : found.first;
    return [{ pair, letter: found.letter, pole: isRecord(pole) && typeof pole.name === 'string' ? pole.name : found.letter, clarity: found.clarity, clarityLabel: found.clarityLabel as MbtiClarityLabel }];
  });
  return { letters, name: typeNames[letters]?.name ?? null, pairs };
}

const DOMAIN_NAMES: Record<string, string> = { neuroticism: 'Neuroticism', extraversion: 'Extraversion', openness: 'Openness', agreeableness: 'Agreeableness', conscientiousness: 'Conscientiousness' };

/** A domain or facet score as the brief writes it: score, 95% range, level and the levels its range reaches. */
function scaleOf(kind: BriefScaleDto['kind'], name: string, score: Row): BriefScaleDto | null {
  if (!isNumber(score.tScore)) return null;
  const interval = intervalOf(score.interval);
  const level = levelOf(score.level) ?? levelOfT(score.tScore);
  return { kind, name, tScore: score.tScore, interval, level, nearLevels: interval ? nearLevels(level, interval) : [] };
}

/**
 * The NEO as the brief shows it: the five domains, each followed by its facets scored outside
 * 40-60, with the norm group the scores were compared with (estimated norms say so). Not every
 * facet whose range crosses 40 or 60: an 8-item facet's 95% range is about 16 points wide, so for
 * the complete demo client 29 of 30 facets' ranges did, and a list of all of them is no brief
 * (the results pages show each one with its range).
 */
export function personalityPart(results: unknown): ClientBriefDto['personality'] {
  if (!isRecord(results)) return null;
  const domains = NEO_DOMAIN_CODES.map((code) => NEO_DOMAIN_KEYS[code]).filter((key) => isRecord(results[key]));
  if (domains.length === 0) return null;
  let facetsNotListed = 0;
  const scales = domains.flatMap((key) => {
    const domain = results[key] as Row;
    const facets = (Array.isArray(domain.subcategories) ? domain.subcategories.filter(isRecord) : [])
      .map((facet) => scaleOf('facet', typeof facet.name === 'string' ? facet.name : String(facet.code ?? ''), facet))
      .filter((facet): facet is BriefScaleDto => facet !== null);
    const listed = facets.filter((facet) => facet.level !== 'Average');
    facetsNotListed += facets.length - listed.length;
    const own = scaleOf('domain', DOMAIN_NAMES[key] ?? key, domain);
    return [...(own ? [own] : []), ...listed];
  });
  const norms = isRecord(results.norms) && typeof results.norms.label === 'string'
    ? { label: results.norms.label, estimated: results.norms.estimated === true, source: textOf(results.norms.source) }
    : null;
  return { norms, scales, facetsNotListed };
}

/** The Career Values Card Sort's ranked top values (eight), rank 1 first. */
export function valuesPart(results: unknown): ClientBriefDto['values'] {
  if (!isRecord(results) || !Array.isArray(results.topValues)) return null;
  const cards = results.topValues.filter((card): card is Row => isRecord(card) && typeof card.title === 'string');
  if (cards.length === 0) return null;
  return cards
    .map((card, index) => ({ rank: isNumber(card.rank) ? card.rank : index + 1, title: card.title as string }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 8);
}

const STAGES: readonly ReadinessStage[] = ['Precontemplation', 'Contemplation', 'Action'];
const isStage = (value: unknown): value is ReadinessStage => (STAGES as readonly unknown[]).includes(value);

/** The readiness for change: its stage and each stage's score. */
export function readinessPart(results: unknown): ClientBriefDto['readiness'] {
  if (!isRecord(results) || !isStage(results.stage)) return null;
  const scores = Array.isArray(results.scores)
    ? results.scores.filter((entry): entry is Row => isRecord(entry) && isStage(entry.stage) && isNumber(entry.score)).map((entry) => ({ stage: entry.stage as ReadinessStage, score: entry.score as number }))
    : [];
  return { stage: results.stage, scores };
}

const GOALS_QUESTION = 'What are your three most important career goals?';

/**
 * The psychosocial interview as the brief reads it, on the current questions (answers given
 * before 2023-10-01 are mapped first): the highest education and whether the client would study
 * more (as answered, 'Not sure' included), the lowest salary they could accept, their goals, and
 * every question shown to them and left 'No Answer'.
 */
export function interviewPart(answers: InterviewAnswers, completedAt: string | null, completed: boolean): ClientBriefDto['interview'] {
  const sheet = interviewAnswerSheet(answers, completedAt);
  // The sheet holds the answers mapped onto the current questions: the wishes read them there.
  const current = Object.fromEntries(sheet.items.flatMap((item) => (item.answer === null ? [] : [[String(item.number), item.answer]])));
  const wishes = careerWishesOf(current, CURRENT_INTERVIEW_VERSION);
  const itemOf = (text: string) => sheet.items.find((item) => item.question.question === text);
  const more = itemOf(CAREER_WISH_QUESTIONS.moreEducation)?.answer;
  const goals = itemOf(GOALS_QUESTION)?.answer;
  return {
    completed,
    education: wishes.educationLabel,
    moreEducation: isRecord(more) && typeof more.selection === 'string' && more.selection !== '' ? more.selection : null,
    minimumSalary: wishes.minimumSalary,
    goals: Array.isArray(goals) ? goals.map((goal) => (typeof goal === 'string' ? goal.trim() : '')).filter(Boolean) : [],
    unanswered: sheet.items.filter((item) => item.visible && !holdsAnswer(item.question, item.answer)).map((item) => ({ number: item.number, question: item.question.question })),
  };
}
