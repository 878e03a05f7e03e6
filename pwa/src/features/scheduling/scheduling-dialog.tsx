import type { ScheduleResponse } from '@career/sync-server/coaching/contract/schedule-schemas';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner, makeStyles } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, apiErrorMessage } from '../../api/api-error';
import { useCurrentUser } from '../auth/current-user-query';
import { SESSION_LABELS } from '../plans/assessment-labels';
import { Notice } from '../../layout/notice';
import { CoachPicker } from './coach-picker';
import type { SessionType } from './schedule-api';
import { COACHES_KEY, bookSession, fetchCoaches, fetchSlots, slotsKey } from './schedule-api';
import { SchedulingWidget } from './scheduling-widget';
import { SlotPicker } from './slot-picker';
import { bookWidgetSession } from './widget-api';

/** Spec section 5: the coach comes first. */
export const CHOOSE_COACH_MESSAGE = 'A coach must be chosen first';

const useStyles = makeStyles({
  content: { display: 'grid', gap: '16px' },
  surface: { maxWidth: 'min(640px, 96vw)' },
});

/**
 * Scheduling dialog: choose one of the coaches, then a time with the built-in scheduler, then
 * book. A time someone else took meanwhile gives the server's plain message and fresh times; the
 * dialog stays open (and cannot be dismissed) while a booking is under way.
 */
export function SchedulingDialog({
  open,
  type,
  rescheduling,
  onClose,
  onScheduled,
}: {
  open: boolean;
  type: SessionType;
  rescheduling: boolean;
  onClose: () => void;
  onScheduled: (response: ScheduleResponse) => void;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const [coachId, setCoachId] = useState<string | null>(null);
  const [coachError, setCoachError] = useState<string>();
  const [step, setStep] = useState<'coach' | 'time'>('coach');
  const [slot, setSlot] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [unconfirmed, setUnconfirmed] = useState<{ eventUrl: string; inviteeUrl: string } | null>(null);
  const coaches = useQuery({ queryKey: COACHES_KEY, queryFn: fetchCoaches, staleTime: 5 * 60_000 });
  const chooseSlot = useCallback((next: string | null) => setSlot(next), []);
  const coach = coaches.data?.find((candidate) => candidate._id === coachId);
  // With the scheduling provider configured, the coach's own booking page replaces the built-in picker.
  const widget = coach?.widgetUrl && coach.widgetOrigin ? { url: coach.widgetUrl, origin: coach.widgetOrigin } : null;
  const me = useCurrentUser().data;
  const slots = useQuery({ queryKey: slotsKey(coachId ?? ''), queryFn: () => fetchSlots(coachId ?? ''), enabled: open && step === 'time' && coachId !== null && !widget, staleTime: 0 });
  const title = `${rescheduling ? 'Reschedule' : 'Schedule'} your ${SESSION_LABELS[type].name}`;

  const next = () => {
    if (!coachId) {
      setCoachError(CHOOSE_COACH_MESSAGE);
      return;
    }
    setError(undefined);
    setStep('time');
  };

  const book = async () => {
    if (!coachId || !slot) {
      setError('Please choose a time.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onScheduled(await bookSession(type, coachId, slot));
    } catch (failure) {
      setError(apiErrorMessage(failure));
      // The time may be gone (409) or the list old: show what is free now.
      if (failure instanceof ApiError && failure.status === 409) await queryClient.invalidateQueries({ queryKey: slotsKey(coachId) });
    } finally {
      setBusy(false);
    }
  };

  /** The widget reported "event scheduled": the server confirms it with the provider, then stores it. */
  const confirmWidgetBooking = async (booking: { eventUrl: string; inviteeUrl: string }) => {
    setBusy(true);
    setError(undefined);
    setUnconfirmed(null);
    try {
      onScheduled(await bookWidgetSession(type, booking));
    } catch (failure) {
      setError(apiErrorMessage(failure));
      // Not recorded here yet (the provider or this server could not be reached): the same booking can be sent again.
      if (!(failure instanceof ApiError) || failure.isNetwork || failure.status >= 500) setUnconfirmed(booking);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'coach') next();
            else void book();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {step === 'coach' ? (
                coaches.isPending ? (
                  <Spinner label="Loading coaches..." />
                ) : coaches.isError ? (
                  <Notice intent="error" actions={<Button onClick={() => void coaches.refetch()}>Try again</Button>}>
                    {apiErrorMessage(coaches.error)}
                  </Notice>
                ) : (
                  <CoachPicker
                    coaches={coaches.data}
                    value={coachId}
                    error={coachError}
                    onChange={(id) => {
                      setCoachId(id);
                      setCoachError(undefined);
                      setSlot(null);
                    }}
                  />
                )
              ) : (
                <>
                  {coach ? <strong>{coach.name}</strong> : null}
                  {widget ? (
                    <>
                      <SchedulingWidget
                        url={widget.url}
                        origin={widget.origin}
                        prefill={me ? { name: `${me.firstName} ${me.lastName}`, email: me.email } : undefined}
                        onScheduled={(booking) => void confirmWidgetBooking(booking)}
                      />
                      {busy ? <Spinner label="Confirming your booking..." /> : null}
                    </>
                  ) : slots.isError ? (
                    <Notice intent="error" actions={<Button onClick={() => void slots.refetch()}>Try again</Button>}>
                      {apiErrorMessage(slots.error)}
                    </Notice>
                  ) : (
                    <SlotPicker slots={slots.data?.slots} loading={slots.isPending} value={slot} onChange={chooseSlot} />
                  )}
                </>
              )}
              {error ? (
                <Notice
                  intent="error"
                  actions={
                    unconfirmed ? (
                      <Button disabled={busy} onClick={() => void confirmWidgetBooking(unconfirmed)}>
                        Try again
                      </Button>
                    ) : undefined
                  }
                >
                  {error}
                </Notice>
              ) : null}
            </DialogContent>
            <DialogActions>
              {step === 'time' ? (
                <Button disabled={busy} onClick={() => setStep('coach')}>
                  Back
                </Button>
              ) : null}
              <Button disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              {step === 'coach' ? (
                <Button appearance="primary" type="submit" disabled={coaches.isPending || coaches.isError}>
                  Continue
                </Button>
              ) : widget ? null : (
                <Button
                  appearance="primary"
                  type="submit"
                  disabledFocusable={busy || !slot}
                  icon={busy ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
                >
                  Book this time
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
