import type { CoachDto } from '@career/sync-server/coaching/contract/coach-dto';
import { Avatar, Body1, Caption1, Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  label: { display: 'flex', alignItems: 'center', gap: '12px', padding: '4px 0' },
  text: { display: 'grid' },
  credential: { color: tokens.colorNeutralForeground2 },
});

/** The coaches to choose from, each with name and credential (spec: a coach must be chosen first). */
export function CoachPicker({
  coaches,
  value,
  error,
  onChange,
}: {
  coaches: readonly CoachDto[];
  value: string | null;
  error: string | undefined;
  onChange: (coachId: string) => void;
}) {
  const styles = useStyles();
  return (
    <Field label="Choose your coach" required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <RadioGroup value={value ?? ''} onChange={(_event, data) => onChange(data.value)}>
        {coaches.map((coach) => (
          <Radio
            key={coach._id}
            value={coach._id}
            aria-label={`${coach.name}, ${coach.credential}`}
            label={
              <span className={styles.label}>
                <Avatar name={coach.name} image={coach.photo ? { src: coach.photo } : undefined} aria-hidden="true" />
                <span className={styles.text}>
                  <Body1>{coach.name}</Body1>
                  <Caption1 className={styles.credential}>{coach.credential}</Caption1>
                </span>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Field>
  );
}
