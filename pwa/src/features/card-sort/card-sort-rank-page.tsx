import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { validateCardSort, validateRank } from '@career/scoring/card-sort/validate-card-sort';
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
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import type { BoardListSpec } from './board-types';
import { cardDomId } from './board-types';
import { CardBoard } from './card-board';
import { CARD_SORT_CARDS } from './card-sort-cards';
import { SORT_PATH } from './card-sort-paths';
import type { RankAction } from './rank-card-actions';
import { RankCardActions, rankActionDomId } from './rank-card-actions';
import { applyRankAction, placeInRank } from './rank-moves';
import { cardCount } from './sort-board-specs';
import { SortIssues } from './sort-issues';
import { useCardSortSession } from './use-card-sort-session';
import { useFocusKeeper } from './use-focus-keeper';

const { questions, totalQuestions, rankCount } = CARD_SORT_DEFINITION;
const RANK_LABEL = `Your top ${rankCount}`;

const useStyles = makeStyles({
  step: { display: 'grid', gap: '12px' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
});

function rankSpecs(poolCount: number, rankedCount: number): BoardListSpec[] {
  return [
    { id: 'pool', label: 'Always', summary: `${cardCount(poolCount)} not ranked` },
    { id: 'rank', label: RANK_LABEL, summary: `${rankedCount} of ${rankCount} ranked`, ordered: true, capacity: rankCount },
  ];
}

function RankStep({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const keepFocus = useFocusKeeper();
  const { ready, sort, session, commit } = useCardSortSession(user);
  const { busy, saveAndExit, finish } = useSubmitAnswers(session, totalQuestions);
  const [finishTried, setFinishTried] = useState(false);
  if (!ready) return <Loading />;

  const status = <AssessmentStatusNotice completed={session.completed} finishQueued={session.finishQueued} error={session.error} />;
  const sortIssues = validateCardSort(sort, questions.valueBins);
  if (sortIssues.length > 0 && !session.readOnly) {
    return (
      <>
        {status}
        <Notice intent="warning">Please finish sorting your values before you rank them.</Notice>
        <SortIssues messages={sortIssues.map((issue) => issue.message)} />
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => navigate(SORT_PATH)}>
            Back to Sorting
          </Button>
        </div>
      </>
    );
  }

  const ranked = new Set(sort.rank);
  const pool = sort.always.filter((id) => !ranked.has(id));
  const issues = finishTried && !session.readOnly ? validateRank(sort, rankCount) : [];

  function setRank(rank: string[]) {
    commit(sort, { ...sort, rank });
  }

  function onMove(cardId: string, toListId: string, toIndex: number) {
    setRank(placeInRank(sort.rank, cardId, toListId === 'rank' ? toIndex : null, rankCount));
  }

  function onAction(action: RankAction, cardId: string) {
    const next = applyRankAction(sort.rank, action, cardId, rankCount);
    keepFocus(action === 'add' || action === 'remove' ? cardDomId(cardId) : rankActionDomId(action, cardId));
    setRank(next);
  }

  function onFinish() {
    if (validateRank(sort, rankCount).length > 0) {
      setFinishTried(true);
      return;
    }
    void finish();
  }

  return (
    <>
      {status}
      <section className={styles.step} aria-labelledby="card-sort-step-title">
        <Subtitle1 as="h2" id="card-sort-step-title">
          Step two: rank your top {rankCount} values
        </Subtitle1>
        <CardBoard
          specs={rankSpecs(pool.length, sort.rank.length)}
          lists={{ pool, rank: sort.rank }}
          cards={CARD_SORT_CARDS}
          columns={2}
          disabled={session.readOnly}
          onMove={onMove}
          renderActions={
            session.readOnly
              ? undefined
              : (cardId, listId, index) => (
                  <RankCardActions
                    cardId={cardId}
                    title={CARD_SORT_CARDS.get(cardId)?.title ?? cardId}
                    ranked={listId === 'rank'}
                    index={index}
                    count={sort.rank.length}
                    full={sort.rank.length >= rankCount}
                    onAction={onAction}
                  />
                )
          }
        />
      </section>
      <SortIssues messages={issues.map((issue) => issue.message)} />
      <div className={styles.actions}>
        {session.readOnly ? (
          <Button appearance="primary" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        ) : (
          <>
            <Button onClick={() => navigate(SORT_PATH)} disabled={busy !== null}>
              Back to Sorting
            </Button>
            <Button onClick={() => void saveAndExit()} disabled={busy !== null}>
              {busy === 'save' ? 'Saving...' : 'Save & Exit'}
            </Button>
            <Button appearance="primary" onClick={onFinish} disabled={busy !== null}>
              {busy === 'finish' ? 'Submitting...' : "I'm Finished"}
            </Button>
          </>
        )}
      </div>
      <ProgressFooter answered={totalQuestions - sort.start.length} total={totalQuestions} />
    </>
  );
}

/** /assess/career-values-rank: step two of the card sort (rank the top 8 'Always' values), then finish. */
export function CardSortRankPage() {
  return (
    <Page>
      <AssessmentIntro info={CARD_SORT_DEFINITION} />
      <SignedInUser>{(user) => <RankStep user={user} />}</SignedInUser>
    </Page>
  );
}
