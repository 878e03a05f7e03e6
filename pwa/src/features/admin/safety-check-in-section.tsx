import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import type { SafetyCheckInDto } from '@career/sync-server/safety/contract/safety-dto';
import { Body1, Button, Caption1, Subtitle2, makeStyles, mergeClasses, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useFlash } from '../../flash/flash-context';
import { useReaderTimeZone } from '../scheduling/reader-time-zone';
import { SafetyCheckInDialog } from './safety-check-in-dialog';
import { SAFETY_REASONS, safetyReason } from './user-table-model';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: '6px',
    justifyItems: 'start',
    padding: '12px 16px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    backgroundColor: tokens.colorStatusDangerBackground1,
  },
  done: {
    border: `1px solid ${tokens.colorStatusSuccessBorder1}`,
    backgroundColor: tokens.colorStatusSuccessBackground1,
  },
  title: { color: tokens.colorStatusDangerForeground1 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The first thing a client's dialog says when they need a safety check-in: why (the flag's level,
 * in the counselor's words), when the answer arrived (on the admin's clock), and 'Mark check-in
 * done', which asks first and then refreshes the users table. Once done it says so, its button
 * kept (dimmed) so that the focus has a place to return to. Nothing for a client without a flag.
 */
export function SafetyCheckInSection({ user }: { user: UserSummaryDto }) {
  const styles = useStyles();
  const titleId = useId();
  const zone = useReaderTimeZone();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const restoreFocusTarget = useRestoreFocusTarget();
  const button = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Each opening of the confirmation starts afresh (no error left from the one before).
  const [opening, setOpening] = useState(0);
  const [done, setDone] = useState<SafetyCheckInDto | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  if (!user.safetyFlag && !done) return null;

  const reason = done ? SAFETY_REASONS[done.level] : safetyReason(user);
  const flaggedAt = done ? done.flaggedAt : user.safetyFlaggedAt;

  function finished(result: SafetyCheckInDto) {
    setDone(result);
    setConfirming(false);
    show(`Check-in with ${name} marked done.`, 'success');
    void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    // The confirmation closes by itself: the focus returns to the section's button.
    requestAnimationFrame(() => button.current?.focus());
  }

  return (
    <section aria-labelledby={titleId} className={mergeClasses(styles.section, done ? styles.done : undefined)}>
      <Subtitle2 as="h3" id={titleId} className={done ? undefined : styles.title}>
        {done ? 'Safety check-in done' : 'Safety check-in needed'}
      </Subtitle2>
      <Body1 block>{reason}.</Body1>
      {flaggedAt ? (
        <Caption1 block className={styles.muted}>
          When: {formatBookingTime(flaggedAt, zone)}
        </Caption1>
      ) : null}
      {done ? (
        <Body1 block role="status">
          Marked done {formatBookingTime(done.checkedInAt, zone)}.
        </Body1>
      ) : null}
      <Button
        ref={button}
        {...restoreFocusTarget}
        appearance={done ? 'secondary' : 'primary'}
        disabledFocusable={done !== null}
        onClick={() => {
          setOpening((count) => count + 1);
          setConfirming(true);
        }}
      >
        {done ? 'Check-in done' : 'Mark check-in done'}
      </Button>
      <SafetyCheckInDialog key={opening} open={confirming} userId={user._id} name={name} onClose={() => setConfirming(false)} onDone={finished} />
    </section>
  );
}
