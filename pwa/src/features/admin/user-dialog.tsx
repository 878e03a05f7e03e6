import type { PlanId } from '@career/sync-server/plans/contract/plan-dto';
import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  ProgressBar,
  Select,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { choosePlan } from '../auth/auth-api';
import { useFlash } from '../../flash/flash-context';
import { Notice } from '../../layout/notice';
import { usePlans } from '../plans/plans-query';
import { ClientShortlistSection } from '../career-ideas/client-shortlist-section';
import { SessionNotesSection } from '../brief/session-notes-section';
import { startActingAs, useUserData } from './admin-api';
import { ElevateSyncPanel } from './elevate-sync-panel';
import { ASSESSMENT_META } from '../assessments/assessment-meta';
import { progressRows } from './user-progress';
import { SafetyCheckInSection } from './safety-check-in-section';
import { UserSessionStatus } from './user-session-status';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  content: { display: 'grid', gap: '16px' },
  progress: { display: 'grid', gap: '10px', margin: 0, padding: 0, listStyle: 'none' },
  progressRow: { display: 'grid', gap: '2px' },
  progressLine: { display: 'flex', justifyContent: 'space-between', gap: '12px' },
  muted: { color: tokens.colorNeutralForeground3 },
  buttons: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
  panel: { display: 'grid', gap: '16px', paddingBottom: '8px' },
  planRow: { display: 'flex', gap: '8px', alignItems: 'end', flexWrap: 'wrap' },
  block: { display: 'grid', gap: '6px', justifyItems: 'start' },
});

const completedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * A user's dialog on /admin: first, when the client needs one, the safety check-in; progress per assessment, Results and Interview, 'Advanced
 * Controls' (login as the user, change plan, and the Elevate sync panel), and for a client their
 * career ideas: the one way to the client's career ideas page ('Open career ideas', where the
 * record search for the client is a link), their top ideas, and the shortlist shared with them
 * and their answers. Leaving for
 * another page goes through `onLeave`, which closes the dialog first: a modal dialog unmounted
 * with its page leaves the page hidden from assistive technology (Fluent's modal attributes).
 */
export function UserDialog({
  user,
  open,
  onClose,
  onLeave,
}: {
  user: UserSummaryDto;
  open: boolean;
  onClose: () => void;
  onLeave: (path: string, options?: { acting: boolean }) => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const name = `${user.firstName} ${user.lastName}`;
  const data = useUserData(user._id, 'progress');
  const { data: plans } = usePlans();
  const [planId, setPlanId] = useState<PlanId | ''>(user.plan?._id ?? '');
  const placeholderNames = (plans?.find((plan) => plan._id === user.plan?._id)?.assessments ?? []).map((id) => ASSESSMENT_META[id].name);
  const [busy, setBusy] = useState<'plan' | 'act' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function applyPlan() {
    if (!planId) return;
    setBusy('plan');
    setError(null);
    try {
      await choosePlan(user._id, planId);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'user', user._id] });
      show(`${name} is now on the ${plans?.find((plan) => plan._id === planId)?.name ?? planId} plan.`, 'success');
    } catch (caught) {
      setError(apiErrorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  async function actAs() {
    setBusy('act');
    setError(null);
    try {
      await startActingAs(user._id);
      // The page switches to the user once the dialog is closed (see onLeave).
      onLeave('/', { acting: true });
    } catch (caught) {
      setError(apiErrorMessage(caught));
      setBusy(null);
    }
  }

  return (
    // No closing animation: leaving for another page right after closing must find the dialog
    // gone, or the page would stay hidden from assistive technology.
    <Dialog open={open} onOpenChange={(_event, state) => (state.open ? undefined : onClose())} surfaceMotion={null}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{name}</DialogTitle>
          <DialogContent className={styles.content}>
            {/* First: a client who needs a safety check-in (reset at each opening of the dialog). */}
            <SafetyCheckInSection key={`${user._id}:${String(open)}`} user={user} />
            <Caption1 className={styles.muted} block>
              {user.email} · {user.plan?.name ?? (user.admin ? 'Admin' : 'No plan')}
            </Caption1>
            {error ? <Notice intent="error">{error}</Notice> : null}
            <section aria-labelledby="user-progress-title">
              <Subtitle2 as="h3" id="user-progress-title" block>
                Progress
              </Subtitle2>
              {data.isPending ? (
                placeholderNames.length ? (
                  // The rows the plan will show, their numbers still loading: the dialog keeps its
                  // size, so nothing moves under the pointer when the progress arrives.
                  <ul className={styles.progress} aria-busy="true" aria-label="Loading progress...">
                    {placeholderNames.map((row) => (
                      <li key={row} className={styles.progressRow}>
                        <div className={styles.progressLine}>
                          <Body1>{row}</Body1>
                          <Body1 className={styles.muted}>...</Body1>
                        </div>
                        <ProgressBar aria-hidden="true" />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Spinner size="small" label="Loading progress..." />
                )
              ) : null}
              {data.error ? <Notice intent="error">We could not load this user's progress. {data.error.message}</Notice> : null}
              {data.data ? (
                progressRows(data.data).length ? (
                  <ul className={styles.progress}>
                    {progressRows(data.data).map((row) => (
                      <li key={row.id} className={styles.progressRow}>
                        <div className={styles.progressLine}>
                          <Body1>{row.name}</Body1>
                          <Body1>
                            {row.percent}%{row.completedAt ? ` · completed ${completedFormat.format(new Date(row.completedAt))}` : ''}
                          </Body1>
                        </div>
                        <ProgressBar value={row.percent / 100} aria-label={`${row.name}: ${row.percent}%`} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Body1 className={styles.muted}>No plan, so no assessments yet.</Body1>
                )
              ) : null}
            </section>
            {user.admin ? null : <UserSessionStatus user={user} />}
            <div className={styles.buttons}>
              <Button appearance="primary" onClick={() => onLeave(`/admin/users/${user._id}/brief`)} disabled={user.admin}>
                Brief
              </Button>
              <Button onClick={() => onLeave(`/results/${user._id}`)} disabled={user.admin}>
                Results
              </Button>
              {user.interviewCompleted ? <Button onClick={() => onLeave(`/interview/${user._id}`)}>Interview</Button> : null}
              <Button appearance="subtle" onClick={() => onLeave(`/admin/audit?subjectId=${encodeURIComponent(user._id)}`)}>
                Audit log
              </Button>
            </div>
            <Accordion collapsible>
              <AccordionItem value="advanced">
                <AccordionHeader>Advanced Controls</AccordionHeader>
                <AccordionPanel className={styles.panel}>
                  <div className={styles.block}>
                    <Button appearance="primary" disabled={user.admin || busy !== null} onClick={() => void actAs()} icon={busy === 'act' ? <Spinner size="tiny" /> : undefined}>
                      Login as user
                    </Button>
                    <Caption1 className={styles.muted}>
                      {user.admin ? 'Admins cannot be viewed this way.' : 'See the app as this client does, read-only, for up to 30 minutes.'}
                    </Caption1>
                  </div>
                  <div className={styles.planRow}>
                    <Field label="Change plan">
                      <Select value={planId} onChange={(_event, change) => setPlanId(change.value as PlanId)} disabled={user.admin}>
                        {user.plan ? null : <option value="">No plan</option>}
                        {(plans ?? []).map((plan) => (
                          <option key={plan._id} value={plan._id}>
                            {plan.name}
                          </option>
                        ))}
                      </Select>
                    </Field>
                    <Button onClick={() => void applyPlan()} disabled={user.admin || !planId || planId === user.plan?._id || busy !== null} icon={busy === 'plan' ? <Spinner size="tiny" /> : undefined}>
                      Apply
                    </Button>
                  </div>
                  <ElevateSyncPanel key={user._id} user={user} mbtiCompletedAt={data.data ? (data.data.assessmentData.find((entry) => entry._id === 'myers-briggs')?.completedAt ?? null) : undefined} />
                </AccordionPanel>
              </AccordionItem>
            </Accordion>
            {/* Last: the shortlist loading here moves nothing above it. */}
            {user.admin ? null : <ClientShortlistSection userId={user._id} onNavigate={(path) => onLeave(path)} />}
            {user.admin ? null : <SessionNotesSection userId={user._id} limit={3} headingLevel="h3" />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
