import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import type { CardListId } from '@career/scoring/card-sort/card-sort-types';
import { moveCard } from '@career/scoring/card-sort/move-card';
import { validateCardSort } from '@career/scoring/card-sort/validate-card-sort';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Button, Subtitle1, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '../../app/loading';
import { AssessmentIntro } from '../assessments/assessment-intro';
import { AssessmentStatusNotice } from '../assessments/assessment-status-notice';
import { ProgressFooter } from '../assessments/progress-footer';
import { SignedInUser } from '../assessments/signed-in-user';
import { useSubmitAnswers } from '../assessments/use-submit-answers';
import { Page } from '../../layout/page';
import { CardBoard } from './card-board';
import { CARD_SORT_CARDS } from './card-sort-cards';
import { RANK_PATH } from './card-sort-paths';
import { sortBoardLists, sortBoardSpecs } from './sort-board-specs';
import { SortIssues } from './sort-issues';
import { useCardSortSession } from './use-card-sort-session';
import { useContinueToRank } from './use-continue-to-rank';

const { questions, totalQuestions } = CARD_SORT_DEFINITION;

const useStyles = makeStyles({
  step: { display: 'grid', gap: '12px' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

function SortStep({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { ready, sort, session, commit } = useCardSortSession(user);
  const { busy, saveAndExit } = useSubmitAnswers(session, totalQuestions);
  const toRank = useContinueToRank(session.flush);
  const [finishTried, setFinishTried] = useState(false);
  if (!ready) return <Loading />;

  const issues = finishTried && !session.readOnly ? validateCardSort(sort, questions.valueBins) : [];
  const working = busy !== null || toRank.busy;

  function onMove(cardId: string, toListId: string, toIndex: number) {
    commit(sort, moveCard(sort, cardId, toListId as CardListId, toIndex));
  }

  function onFinish() {
    if (validateCardSort(sort, questions.valueBins).length > 0) {
      setFinishTried(true);
      return;
    }
    void toRank.go();
  }

  return (
    <>
      <AssessmentStatusNotice completed={session.completed} finishQueued={session.finishQueued} error={session.error} />
      <section className={styles.step} aria-labelledby="card-sort-step-title">
        <Subtitle1 as="h2" id="card-sort-step-title">
          Step one: sort the cards
        </Subtitle1>
        <CardBoard specs={sortBoardSpecs(sort, questions.valueBins)} lists={sortBoardLists(sort)} cards={CARD_SORT_CARDS} columns={5} disabled={session.readOnly} onMove={onMove} />
      </section>
      <SortIssues messages={issues.map((issue) => issue.message)} />
      <div className={styles.actions}>
        {session.readOnly ? (
          <>
            <Button appearance="primary" onClick={() => navigate('/')}>
              Back to Dashboard
            </Button>
            <Button onClick={() => navigate(RANK_PATH)}>View Ranking</Button>
          </>
        ) : (
          <>
            <Button onClick={() => void saveAndExit()} disabled={working}>
              {busy === 'save' ? 'Saving...' : 'Save & Exit'}
            </Button>
            <Button appearance="primary" onClick={onFinish} disabled={working}>
              {toRank.busy ? 'Saving...' : "I'm Finished"}
            </Button>
          </>
        )}
      </div>
      <ProgressFooter answered={totalQuestions - sort.start.length} total={totalQuestions} />
    </>
  );
}

/** /assess/career-values: step one of the Career Values Card Sort (sort 54 cards into five bins). */
export function CardSortPage() {
  return (
    <Page>
      <AssessmentIntro info={CARD_SORT_DEFINITION} />
      <SignedInUser>{(user) => <SortStep user={user} />}</SignedInUser>
    </Page>
  );
}
