import { Body1, Caption1, Spinner, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { formatBookingTime } from '@career/sync-server/contract/booking-time';
import { useReaderTimeZone } from './reader-time-zone';
import { formatSlotTime, slotsByDay, zoneLongName } from './session-time';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '12px' },
  days: { display: 'flex', gap: '8px', overflowX: 'auto', paddingBottom: '4px', flexShrink: 0 },
  day: { flexShrink: 0, whiteSpace: 'nowrap' },
  times: { display: 'grid', gap: '8px', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * The coach's free 45-minute starts on the client's own clock (the account's zone, the one the
 * e-mails use): a day first, then a time of that
 * day. Days and times are toggle buttons, so the keyboard reaches each with Tab and Space.
 */
export function SlotPicker({
  slots,
  loading,
  value,
  onChange,
}: {
  slots: readonly string[] | undefined;
  loading: boolean;
  value: string | null;
  onChange: (slot: string | null) => void;
}) {
  const styles = useStyles();
  const zone = useReaderTimeZone();
  const days = useMemo(() => slotsByDay(slots ?? [], zone), [slots, zone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.day === dayKey) ?? days[0];

  // A refreshed list may have lost the chosen time (someone else took it): forget it.
  useEffect(() => {
    if (value && !slots?.includes(value)) onChange(null);
  }, [slots, value, onChange]);

  if (loading) return <Spinner label="Finding open times..." />;
  if (!day) {
    return <Body1>This coach has no open times in the next three weeks. Please choose another coach.</Body1>;
  }
  return (
    <div className={styles.root}>
      <Caption1 className={styles.muted}>Times are shown in your time zone, {zoneLongName(day.slots[0] ?? '', zone)}. Each session lasts 45 minutes and can be changed or cancelled up to 24 hours before it starts.</Caption1>
      <div className={styles.days} role="group" aria-label="Day">
        {days.map((candidate) => (
          <ToggleButton
            key={candidate.day}
            title={candidate.label}
            className={styles.day}
            checked={candidate.day === day.day}
            onClick={() => {
              setDayKey(candidate.day);
              onChange(null);
            }}
          >
            {candidate.shortLabel}
          </ToggleButton>
        ))}
      </div>
      <div className={styles.times} role="group" aria-label={`Times on ${day.label}`}>
        {day.slots.map((slot) => (
          <ToggleButton key={slot} checked={slot === value} appearance={slot === value ? 'primary' : 'secondary'} onClick={() => onChange(slot)}>
            {formatSlotTime(slot, zone)}
          </ToggleButton>
        ))}
      </div>
      {value ? (
        <Body1 data-testid="chosen-time">
          Your choice: <strong>{formatBookingTime(value, zone)}</strong>
        </Body1>
      ) : null}
    </div>
  );
}
