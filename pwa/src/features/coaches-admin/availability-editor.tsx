import { WEEKDAY_NAMES } from '@career/sync-server/coaching/contract/coach-admin-schemas';
import { Body1, Button, Caption1, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { WindowForm } from './coach-form-model';
import { WEEK_ORDER } from './coach-form-model';

const useStyles = makeStyles({
  editor: { display: 'grid', gap: '8px', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: '4px' },
  day: {
    display: 'grid',
    gridTemplateColumns: '110px 1fr',
    gap: '8px',
    alignItems: 'start',
    padding: '8px 0',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 560px)': { gridTemplateColumns: '1fr' },
  },
  dayName: { paddingTop: '6px', fontWeight: tokens.fontWeightSemibold },
  windows: { display: 'grid', gap: '6px', justifyItems: 'start' },
  window: { display: 'flex', alignItems: 'center', gap: '6px', flexWrap: 'wrap' },
  time: { width: '130px' },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The coach's weekly hours, a row per weekday (Monday first), each with its time windows on the
 * coach's own clock: add, change and remove windows. Messages show under their window.
 */
export function AvailabilityEditor({
  windows,
  timeZone,
  problems,
  weeklyProblem,
  disabled,
  onAdd,
  onRemove,
  onChange,
}: {
  windows: readonly WindowForm[];
  timeZone: string;
  /** Messages by window key. */
  problems: Record<string, string>;
  weeklyProblem: string | null;
  disabled: boolean;
  onAdd: (weekday: number) => void;
  onRemove: (key: string) => void;
  onChange: (key: string, part: 'start' | 'end', value: string) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.editor}>
      <legend className={styles.legend}>
        <Subtitle2>Weekly availability</Subtitle2>
      </legend>
      <Caption1 className={styles.muted}>
        Times are in the coach&apos;s time zone, {timeZone.replaceAll('_', ' ')}. Sessions are 45 minutes; an end of 00:00 is midnight. Changing
        these hours never cancels sessions already booked.
      </Caption1>
      {weeklyProblem ? (
        <Body1 as="p" role="alert" className={styles.error}>
          {weeklyProblem}
        </Body1>
      ) : null}
      {WEEK_ORDER.map((weekday) => {
        const day = WEEKDAY_NAMES[weekday] ?? '';
        const ofDay = windows.filter((window) => window.weekday === weekday);
        return (
          <div key={weekday} className={styles.day} role="group" aria-label={day}>
            <Body1 className={styles.dayName}>{day}</Body1>
            <div className={styles.windows}>
              {ofDay.length === 0 ? <Caption1 className={styles.muted}>Not available</Caption1> : null}
              {ofDay.map((window, index) => {
                const name = `${day} window ${index + 1}`;
                const problem = problems[window.key];
                const problemId = `${window.key}-problem`;
                return (
                  <div key={window.key}>
                    <div className={styles.window}>
                      <Input
                        type="time"
                        className={styles.time}
                        aria-label={`${name} start`}
                        value={window.start}
                        disabled={disabled}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        onChange={(_event, data) => onChange(window.key, 'start', data.value)}
                      />
                      <Body1>to</Body1>
                      <Input
                        type="time"
                        className={styles.time}
                        aria-label={`${name} end`}
                        value={window.end}
                        disabled={disabled}
                        aria-invalid={problem ? true : undefined}
                        aria-describedby={problem ? problemId : undefined}
                        onChange={(_event, data) => onChange(window.key, 'end', data.value)}
                      />
                      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Remove ${name}`} disabled={disabled} onClick={() => onRemove(window.key)} />
                    </div>
                    {problem ? (
                      <Caption1 id={problemId} className={styles.error} block>
                        {problem}
                      </Caption1>
                    ) : null}
                  </div>
                );
              })}
              <Button size="small" appearance="subtle" icon={<AddRegular />} disabled={disabled} onClick={() => onAdd(weekday)} aria-label={`Add a window on ${day}`}>
                Add window
              </Button>
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
