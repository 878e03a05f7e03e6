import type { InterviewAnswers, InterviewQuestionVersion } from '@career/scoring/interview/interview-types';
import { interviewVersionFor } from '@career/scoring/interview/interview-version-for';
import { visibleQuestions } from '@career/scoring/interview/visible-questions';
import { Body1, Button, Caption1, Card, Spinner, Subtitle1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api-client';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useUserData } from './admin-api';
import { answerLines } from '@career/scoring/interview/interview-answer-lines';

const useStyles = makeStyles({
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px', flexWrap: 'wrap' },
  section: { padding: '20px', display: 'grid', gap: '14px' },
  list: { margin: 0, paddingLeft: '24px', display: 'grid', gap: '12px' },
  question: { display: 'block', fontWeight: tokens.fontWeightSemibold, margin: 0 },
  answer: { display: 'block', whiteSpace: 'pre-wrap', margin: '2px 0 0' },
  noAnswer: { display: 'block', color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, margin: '2px 0 0' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /interview/{id}: a client's interview answers for an admin, by section and question, in the
 * question version the client answered (GET /api/users/questions/interview/{version}); questions
 * the client was shown but left empty read 'No Answer' in red.
 */
export function AdminInterviewPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const user = useUserData(id, 'interview');
  const interview = user.data?.assessmentData.find((data) => data._id === 'interview');
  const version = interview ? interviewVersionFor(interview.completedAt) : undefined;
  const questions = useQuery({
    queryKey: ['interview-questions', version],
    queryFn: () => api<InterviewQuestionVersion>(`/api/users/questions/interview/${version ?? ''}`),
    enabled: version !== undefined,
    staleTime: Infinity,
  });
  const back = <Button onClick={() => navigate('/admin')}>Back to Users</Button>;

  if (user.isPending || (version && questions.isPending)) return <Page><Spinner label="Loading the interview..." /></Page>;
  const failure = user.error ?? questions.error;
  if (failure || !user.data) {
    return (
      <Page>
        <Notice intent="error">We could not load this interview. {failure?.message}</Notice>
        {back}
      </Page>
    );
  }
  const name = `${user.data.firstName} ${user.data.lastName}`;
  if (!interview || !questions.data) {
    return (
      <Page>
        <Title2 as="h1">Interview: {name}</Title2>
        <Body1>{name} has not started the interview.</Body1>
        {back}
      </Page>
    );
  }
  const answers = (interview.answers ?? {}) as InterviewAnswers;
  const shown = new Set(visibleQuestions(questions.data, answers).map((question) => question.number));
  const all = questions.data.questions.questions;
  return (
    <Page>
      <div className={styles.header}>
        <div>
          <Title2 as="h1">Interview: {name}</Title2>
          <Caption1 block className={styles.muted}>
            {interview.completed ? 'Completed' : 'Not finished'} · question version {questions.data.version}
          </Caption1>
        </div>
        {back}
      </div>
      {questions.data.questions.sections.map((section) => (
        <section key={section.title} aria-labelledby={`section-${section.from}`}>
        <Card className={styles.section}>
          <div>
            <Subtitle1 as="h2" id={`section-${section.from}`}>
              {section.title}
            </Subtitle1>
            {section.subtitle ? (
              <Caption1 block className={styles.muted}>
                {section.subtitle}
              </Caption1>
            ) : null}
          </div>
          <ol className={styles.list} start={section.from}>
            {all.slice(section.from - 1, section.to).map((question, index) => {
              const number = section.from + index;
              if (!shown.has(number)) return null;
              const lines = answerLines(question, answers[String(number)]);
              return (
                <li key={number} value={number}>
                  <Subtitle2 as="h3" className={styles.question}>
                    {question.question}
                  </Subtitle2>
                  {lines ? (
                    lines.map((line, lineIndex) => (
                      <Body1 as="p" key={lineIndex} className={styles.answer}>
                        {line}
                      </Body1>
                    ))
                  ) : (
                    <Body1 as="p" className={styles.noAnswer}>
                      No Answer
                    </Body1>
                  )}
                </li>
              );
            })}
          </ol>
        </Card>
        </section>
      ))}
    </Page>
  );
}
