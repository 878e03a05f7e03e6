import type { ChoiceOption } from '@career/scoring/choice-item';
import type { InstrumentInfo } from '@career/scoring/instrument-info';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, makeStyles } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { Fragment, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../app/loading';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import type { LocalAnswers } from '../../sync/sync-types';
import { choiceValue, countAnsweredItems, firstUnansweredItem } from './answered-items';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentStatusNotice } from './assessment-status-notice';
import { ChoiceQuestion } from './choice-question';
import { ProgressFooter } from './progress-footer';
import { focusQuestion } from './question-focus';
import { SignedInUser } from './signed-in-user';
import type { AssessmentSession } from './use-assessment-session';
import { useAssessmentSession } from './use-assessment-session';
import { useQuestionPages } from './use-question-pages';
import { useServerAnswers } from './use-server-answers';
import { useSubmitAnswers } from './use-submit-answers';

export interface QuestionnaireItem {
  text: string;
  /** The item's own options (depression groups); else the shared options are used. */
  options?: readonly ChoiceOption[];
}

export interface QuestionnaireProps {
  info: InstrumentInfo;
  items: readonly QuestionnaireItem[];
  sharedOptions?: readonly ChoiceOption[];
  /** Questions per page; all on one page when left out. */
  pageSize?: number;
  layout: 'vertical' | 'horizontal';
  /** Shown above the first page's questions while the assessment is open (the NEO's optional birth year and sex). */
  beforeQuestions?: (user: CurrentUserDto) => ReactNode;
  /**
   * Shown right after the question at `index`, from the answers on the device (the depression
   * screening's crisis card). Called for every question on the page at each render, so it must be
   * cheap and stable (a module-level function), and what it returns should be a memoized element
   * that re-renders only when what it shows changes: it runs on every answer.
   */
  afterQuestion?: (index: number, answers: LocalAnswers) => ReactNode;
}

const NO_OPTIONS: readonly ChoiceOption[] = [];

const useStyles = makeStyles({
  questions: { display: 'grid' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '12px', flexWrap: 'wrap' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

function QuestionnaireBody({ session, props, before }: { session: AssessmentSession; props: QuestionnaireProps; before: ReactNode }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { info, items, sharedOptions = NO_OPTIONS, layout } = props;
  const total = items.length;
  const pages = useQuestionPages({ total, pageSize: props.pageSize ?? Math.max(1, total), savedPage: session.savedPage, remember: session.rememberPage });
  const { busy, saveAndExit, finish } = useSubmitAnswers(session, info.totalQuestions);
  const [finishTried, setFinishTried] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const finishRef = useRef<HTMLButtonElement>(null);
  const answered = countAnsweredItems(session.answers, total);
  const left = total - answered;
  const { end, page, pageCount } = pages;

  const onEnter = useCallback(
    (index: number) => {
      if (index + 1 < end) focusQuestion(index + 1);
      else if (page < pageCount - 1) nextRef.current?.focus();
      else finishRef.current?.focus();
    },
    [end, page, pageCount],
  );

  async function onFinish() {
    // The last click may not be in session.answers yet: check what the device holds.
    const answers = await session.settledAnswers().catch(() => session.answers);
    const missing = firstUnansweredItem(answers, total);
    if (missing !== undefined) {
      setFinishTried(true);
      pages.showQuestion(missing);
      return;
    }
    await finish();
  }

  const onPage = [];
  for (let index = pages.first; index < end; index += 1) {
    const item = items[index];
    if (!item) continue;
    const after = props.afterQuestion?.(index, session.answers);
    onPage.push(
      <Fragment key={index}>
        <ChoiceQuestion
          index={index}
          text={item.text}
          options={item.options ?? sharedOptions}
          value={choiceValue(session.answers, index)}
          disabled={session.readOnly}
          layout={layout}
          onChoose={session.choose}
          onEnter={onEnter}
        />
        {after}
      </Fragment>,
    );
  }

  return (
    <>
      <AssessmentStatusNotice completed={session.completed} finishQueued={session.finishQueued} error={session.error} />
      {page === 0 && !session.readOnly ? before : null}
      <section className={styles.questions} aria-label="Questions">
        {onPage}
      </section>
      {pageCount > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          <Button icon={<ChevronLeftRegular />} disabled={page === 0} onClick={() => pages.goTo(page - 1)}>
            Previous page
          </Button>
          <Body1 aria-live="polite">
            Page {page + 1} of {pageCount}
          </Body1>
          <Button ref={nextRef} icon={<ChevronRightRegular />} iconPosition="after" disabled={page === pageCount - 1} onClick={() => pages.goTo(page + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
      {finishTried && left > 0 && !session.readOnly ? (
        <Notice intent="warning">Please answer every question before finishing ({left} left).</Notice>
      ) : null}
      <div className={styles.actions}>
        {session.readOnly ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        ) : (
          <>
            <Button onClick={() => void saveAndExit()} disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save & Exit'}
            </Button>
            <Button ref={finishRef} appearance="primary" onClick={() => void onFinish()} disabled={busy !== null}>
              {busy === 'finish' ? 'Submitting...' : "I'm Finished"}
            </Button>
          </>
        )}
      </div>
      <ProgressFooter answered={answered} total={info.totalQuestions} />
    </>
  );
}

function Questionnaire({ user, props }: { user: CurrentUserDto; props: QuestionnaireProps }) {
  const session = useAssessmentSession(user, props.info.id, props.info.totalQuestions);
  const online = useOnlineStatus();
  useServerAnswers(user._id, props.info.id, online);
  if (!session.loaded) return <Loading />;
  return <QuestionnaireBody session={session} props={props} before={props.beforeQuestions?.(user)} />;
}

/**
 * An assessment of choice questions (depression screening, readiness, NEO): intro, numbered radio
 * groups (paged when pageSize is given), Save & Exit, I'm Finished and the pinned progress bar.
 * Every choice is saved on the device at once.
 */
export function ChoiceQuestionnaire(props: QuestionnaireProps) {
  return (
    <Page>
      <AssessmentIntro info={props.info} />
      <SignedInUser>{(user) => <Questionnaire user={user} props={props} />}</SignedInUser>
    </Page>
  );
}
