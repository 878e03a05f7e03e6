import type { Kysely } from 'kysely';
import type { AssessmentId } from '@career/scoring/assessment-ids';
import { ASSESSMENT_IDS, isAssessmentId } from '@career/scoring/assessment-ids';
import type { AppointmentDto, AssessmentDataDto, CurrentUserDto, LeanAssessmentDto } from '../contract/user-dto';
import { listLiveBookingsOfUser } from '../../coaching/services/booking-store';
import { listCoachContacts } from '../../coaching/services/coach-store';
import type { Database } from '../../../db/schema';
import type { StoredAnswer } from '../../answers/services/answer-store';
import { listAnswersOfUser } from '../../answers/services/answer-store';
import { plansOfUser } from '../../plans/services/plan-store';
import { listProgressOfUser } from '../../answers/services/progress-store';
import type { UserRecord } from '../repositories/user-repository';
import { answerRulesFor } from '../../answers/services/answer-rules';
import { toSpecAnswers } from '../../answers/services/answer-shape';
import { holdsProviderResult } from '../../provider/services/provider-result-shape';


interface AssessmentViews {
  leanAssessmentData: LeanAssessmentDto[];
  assessmentData: AssessmentDataDto[];
}

/** Per started assessment: the lean entry and the full data (answers in the spec's shape). Two queries. */
async function assessmentViews(db: Kysely<Database>, userId: string): Promise<AssessmentViews> {
  const [progressRows, answerRows] = await Promise.all([listProgressOfUser(db, userId), listAnswersOfUser(db, userId)]);
  const answersByAssessment = new Map<string, StoredAnswer[]>();
  for (const answer of answerRows) {
    const list = answersByAssessment.get(answer.assessmentId) ?? [];
    list.push(answer);
    answersByAssessment.set(answer.assessmentId, list);
  }
  const views: AssessmentViews = { leanAssessmentData: [], assessmentData: [] };
  const started = progressRows.flatMap((progress) => (isAssessmentId(progress.assessmentId) ? [{ ...progress, id: progress.assessmentId }] : []));
  // In the dashboard's order.
  started.sort((a, b) => ASSESSMENT_IDS.indexOf(a.id) - ASSESSMENT_IDS.indexOf(b.id));
  for (const progress of started) {
    const id: AssessmentId = progress.id;
    const answers = toSpecAnswers(answerRulesFor(id), answersByAssessment.get(id) ?? []);
    const lean: LeanAssessmentDto = { id, completed: progress.completed, completedAt: progress.completedAt };
    if (id === 'myers-briggs') {
      const gender = Array.isArray(answers) ? answers[0] : undefined;
      lean.gender = typeof gender === 'string' ? gender : null;
      lean.MBTI = holdsProviderResult(progress.results, 'mbti');
      lean.SII = holdsProviderResult(progress.results, 'sii');
    }
    views.leanAssessmentData.push(lean);
    views.assessmentData.push({
      _id: id,
      version: progress.version,
      answers,
      completed: progress.completed,
      completedAt: progress.completedAt,
      questionsAnswered: progress.questionsAnswered,
      results: progress.results,
    });
  }
  return views;
}

/** GET /api/users/current: the profile, plans (current first) and assessment data. */
export async function currentUserView(db: Kysely<Database>, user: UserRecord): Promise<CurrentUserDto> {
  const [plans, assessments, bookings] = await Promise.all([plansOfUser(db, user.id), assessmentViews(db, user.id), listLiveBookingsOfUser(db, user.id)]);
  const coaches = await listCoachContacts(db, [...new Set(bookings.map((booking) => booking.coachId))]);
  const appointment = (type: 'interview' | 'results'): AppointmentDto | null => {
    const booking = bookings.find((candidate) => candidate.type === type);
    if (!booking) return null;
    const coach = coaches.get(booking.coachId);
    return { scheduled: true, userId: user.id, eventId: booking.id, startTime: booking.startAt, coachName: coach?.name, meetingUrl: coach?.meetingUrl };
  };
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    admin: user.isAdmin,
    isVerified: user.isVerified,
    isNumVerified: user.isNumVerified,
    consent: user.consent,
    createdAt: user.createdAt,
    birthYear: user.birthYear,
    sex: user.sex,
    timeZone: user.timeZone,
    timeZoneSource: user.timeZoneSource,
    plans: plans.map((plan) => ({ _id: plan._id, name: plan.name, order: plan.order, assessments: plan.assessments, sessions: plan.sessions })),
    appointments: { interview: appointment('interview'), results: appointment('results') },
    interviewScheduled: bookings.some((booking) => booking.type === 'interview'),
    resultsScheduled: bookings.some((booking) => booking.type === 'results'),
    ...assessments,
  };
}
