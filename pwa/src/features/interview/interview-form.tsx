import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { FIELD_REQUIRED_MESSAGE } from '@career/scoring/interview/interview-messages';
import type { InterviewQuestionVersion } from '@career/scoring/interview/interview-types';
import type { InterviewIssue } from '@career/scoring/interview/validate-interview-answer';
import { dropHiddenAnswers, visibleSectionQuestions } from '@career/scoring/interview/visible-questions';
import { countAnswered } from '@career/scoring/progress/is-answered';
import { Body1, Button, Subtitle1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AssessmentStatusNotice } from '../assessments/assessment-status-notice';
import { ProgressFooter } from '../assessments/progress-footer';
import type { AssessmentSession } from '../assessments/use-assessment-session';
import { useSubmitAnswers } from '../assessments/use-submit-answers';
import { InterviewQuestionView } from './interview-question';
import { firstIssue, sectionIssues } from './interview-section-check';
import { useInterviewAnswers } from './use-interview-answers';
import { SECTION_TITLE_ID, useInterviewSections } from './use-interview-sections';

const useStyles = makeStyles({
  section: { display: 'grid' },
  heading: { display: 'grid', gap: '4px', paddingBottom: '8px', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  muted: { color: tokens.colorNeutralForeground2 },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

const NO_ISSUES: readonly InterviewIssue[] = [];

/** Required-field messages wait until the user tries to leave the section; the others show as they type. */
function shownIssues(issues: readonly InterviewIssue[] | undefined, attempted: boolean): readonly InterviewIssue[] {
  if (!issues) return NO_ISSUES;
  return attempted ? issues : issues.filter((issue) => issue.message !== FIELD_REQUIRED_MESSAGE);
}

export interface InterviewFormProps {
  session: AssessmentSession;
  version: InterviewQuestionVersion;
}

/**
 * The interview paged by section: the section's title and subtitle, its visible questions
 * (showIf), Previous Section / Next Section, Save & Exit, and I'm Finished on the last section.
 * Next Section and I'm Finished refuse to move on while a section has problems and focus the
 * first one. Completed or queued interviews are read-only.
 */
export function InterviewForm({ session, version }: InterviewFormProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const total = INTERVIEW_DEFINITION.totalQuestions;
  const { readOnly } = session;
  const edits = useInterviewAnswers({ userId: session.userId, totalQuestions: total, version, stored: session.answers, readOnly });
  const { busy, saveAndExit, finish } = useSubmitAnswers({ ...session, flush: edits.flush }, total);
  const sections = version.questions.sections;
  const { section, goTo, focus } = useInterviewSections({ count: sections.length, savedPage: session.savedPage, remember: session.rememberPage });
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());
  const { answers } = edits;
  const current = sections[section];
  const last = section === sections.length - 1;
  const issues = readOnly ? {} : sectionIssues(version, answers, section);
  const questions = visibleSectionQuestions(version, answers, section);
  const answered = countAnswered(dropHiddenAnswers(version, answers));

  function markAttempted(index: number) {
    setAttempted((previous) => (previous.has(index) ? previous : new Set(previous).add(index)));
  }

  function move(target: number) {
    edits.saveSoon();
    goTo(target);
  }

  function onNext() {
    const problem = readOnly ? undefined : firstIssue(version, answers, [section]);
    if (problem) {
      markAttempted(section);
      focus(problem.fieldId);
      return;
    }
    move(section + 1);
  }

  function onFinish() {
    const problem = firstIssue(version, answers, sections.map((_, index) => index));
    if (problem) {
      markAttempted(problem.section);
      edits.saveSoon();
      goTo(problem.section, problem.fieldId);
      return;
    }
    void finish();
  }

  return (
    <>
      <AssessmentStatusNotice completed={session.completed} finishQueued={session.finishQueued} error={session.error} />
      <section className={styles.section} aria-labelledby={SECTION_TITLE_ID}>
        <div className={styles.heading}>
          <Title3 as="h2" id={SECTION_TITLE_ID} tabIndex={-1}>
            {current?.title}
          </Title3>
          <Subtitle1 as="p">{current?.subtitle}</Subtitle1>
          <Body1 className={styles.muted}>
            Section {section + 1} of {sections.length}
          </Body1>
        </div>
        {questions.map(({ number, question }) => (
          <InterviewQuestionView
            key={number}
            number={number}
            question={question}
            answer={answers[String(number)]}
            issues={shownIssues(issues[number], attempted.has(section))}
            disabled={readOnly}
            onChange={edits.change}
            onBlur={edits.saveSoon}
          />
        ))}
      </section>
      <nav className={styles.pager} aria-label="Sections">
        <Button icon={<ChevronLeftRegular />} disabled={section === 0} onClick={() => move(section - 1)}>
          Previous Section
        </Button>
        {last ? null : (
          <Button icon={<ChevronRightRegular />} iconPosition="after" onClick={onNext}>
            Next Section
          </Button>
        )}
      </nav>
      <div className={styles.actions}>
        {readOnly ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        ) : (
          <>
            <Button onClick={() => void saveAndExit()} disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save & Exit'}
            </Button>
            {last ? (
              <Button appearance="primary" onClick={onFinish} disabled={busy !== null}>
                {busy === 'finish' ? 'Submitting...' : "I'm Finished"}
              </Button>
            ) : null}
          </>
        )}
      </div>
      <ProgressFooter answered={answered} total={total} />
    </>
  );
}
