import type { ContactSubmissionDto } from '@career/sync-server/public/contract/contact-dto';
import { countryName, usStateName } from '@career/sync-server/public/contract/contact-options';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { Notice } from '../../layout/notice';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(720px, 96vw)', width: '100%' },
  content: { display: 'grid', gap: '16px' },
  list: { display: 'grid', gridTemplateColumns: 'minmax(140px, auto) 1fr', gap: '6px 16px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, padding: '12px', backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium },
});

export const receivedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Every answer of a submission as label and text; unanswered ones say so. */
export function submissionRows(submission: ContactSubmissionDto): [string, string][] {
  const or = (value: string | null) => value || 'Not given';
  const place = [submission.city, submission.state && usStateName(submission.state), submission.country && countryName(submission.country)].filter(Boolean).join(', ');
  return [
    ['Received', receivedFormat.format(new Date(submission.createdAt))],
    ['Email', submission.email],
    ['Age', submission.age === null ? 'Not given' : String(submission.age)],
    ['Gender', or(submission.gender)],
    ['Status', or(submission.status.join('; '))],
    ['Goal', or(submission.goal.join('; '))],
    ['Highest education', or(submission.education)],
    ['Industry / position', or(submission.industry)],
    ['Current salary (pre-tax)', submission.currentSalary === null ? 'Not given' : dollars.format(submission.currentSalary)],
    ['Desired salary (pre-tax)', submission.desiredSalary === null ? 'Not given' : dollars.format(submission.desiredSalary)],
    ['How they heard of us', or(submission.reference)],
    ['Location', or(place)],
    ['Handled', submission.handledAt ? `${receivedFormat.format(new Date(submission.handledAt))}${submission.handledBy ? ` by ${submission.handledBy}` : ''}` : 'Not yet'],
  ];
}

/** One contact request, whole: every answer, the message, a reply link and 'Mark handled'. */
export function ContactRequestDialog(props: {
  open: boolean;
  submission: ContactSubmissionDto | null;
  onClose: () => void;
  onMarkHandled: (id: string) => Promise<void>;
}) {
  const styles = useStyles();
  const [marking, setMarking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submission = props.submission;

  async function markHandled(id: string) {
    setMarking(true);
    setError(null);
    try {
      await props.onMarkHandled(id);
    } catch (caught) {
      setError(`It could not be marked handled. ${(caught as Error).message}`);
    } finally {
      setMarking(false);
    }
  }

  return (
    <Dialog open={props.open} onOpenChange={(_event, data) => (data.open || marking ? undefined : props.onClose())}>
      <DialogSurface className={styles.surface}>
        {submission ? (
          <DialogBody>
            <DialogTitle>
              {submission.firstName} {submission.lastName}
            </DialogTitle>
            <DialogContent className={styles.content}>
              <dl className={styles.list}>
                {submissionRows(submission).map(([label, value]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt className={styles.term}>{label}</dt>
                    <dd className={styles.detail}>{value}</dd>
                  </div>
                ))}
              </dl>
              <Subtitle2 as="h3">Message</Subtitle2>
              <p className={styles.message}>{submission.message}</p>
              <Link href={`mailto:${submission.email}`}>Reply by email</Link>
              {error ? <Notice intent="error">{error}</Notice> : null}
            </DialogContent>
            <DialogActions>
              <Button disabledFocusable={marking} onClick={props.onClose}>
                Close
              </Button>
              {submission.handledAt ? null : (
                <Button
                  appearance="primary"
                  disabledFocusable={marking}
                  icon={marking ? <Spinner size="tiny" aria-hidden="true" /> : undefined}
                  onClick={() => void markHandled(submission._id)}
                >
                  Mark handled
                </Button>
              )}
            </DialogActions>
          </DialogBody>
        ) : null}
      </DialogSurface>
    </Dialog>
  );
}
