import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { Body1, Button, Card, Subtitle1, makeStyles } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { Notice } from '../../layout/notice';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { TimeZoneField } from '../coaches-admin/time-zone-field';
import { readerTimeZone } from '../scheduling/reader-time-zone';
import { saveTimeZone } from './time-zone-api';

const useStyles = makeStyles({
  card: { padding: '24px', display: 'grid', gap: '12px', maxWidth: '560px' },
  title: { margin: 0 },
  form: { display: 'grid', gap: '12px' },
  actions: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

const HINT = 'Session times in the app and in your e-mails are written on this clock.';

/** Where the shown zone comes from, in words. */
function sourceNote(user: CurrentUserDto): string {
  if (user.timeZoneSource === 'profile') return 'You chose this time zone.';
  if (user.timeZoneSource === 'browser') return 'Taken from your browser when you signed in; it follows your browser until you save one here.';
  return "Your browser's time zone is shown; save it to use it in your e-mails too.";
}

/**
 * /profile: the account's time zone (the coach admin's IANA picker), saved through PUT
 * /api/users/current/time-zone, with an example of a session time written on it. A zone saved
 * here stays: sign-ins no longer take the browser's.
 */
export function TimeZoneCard({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [zone, setZone] = useState(() => readerTimeZone(user));
  const [saved, setSaved] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: saveTimeZone,
    onSuccess: async (result) => {
      setSaved(`Saved. Session times are now written in ${result.timeZone.replaceAll('_', ' ')} time.`);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  const serverError = mutation.error instanceof ApiError ? mutation.error : undefined;
  const fieldError = serverError?.fields.timeZone;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    mutation.mutate({ timeZone: zone });
  }

  return (
    <Card className={styles.card} aria-labelledby={titleId} role="region">
      <Subtitle1 as="h2" id={titleId} className={styles.title}>
        Time zone
      </Subtitle1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Body1>{sourceNote(user)}</Body1>
        <TimeZoneField
          value={zone}
          error={fieldError}
          hint={HINT}
          disabled={mutation.isPending}
          onChange={(next) => {
            setZone(next);
            setSaved(undefined);
            mutation.reset();
          }}
        />
        <Body1 data-testid="time-zone-example">For example, a session starting now: {formatBookingTime(new Date(), zone)}</Body1>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving...' : 'Save time zone'}
          </Button>
        </div>
        {saved ? <Notice intent="success">{saved}</Notice> : null}
        {mutation.error && !fieldError ? (
          <Notice intent="error">{serverError ? serverError.message : 'Something went wrong. Please try again.'}</Notice>
        ) : null}
      </form>
    </Card>
  );
}
