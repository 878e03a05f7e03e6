import { Field, Select } from '@fluentui/react-components';
import { useMemo } from 'react';

/** Every IANA zone the browser knows, with the current value kept even when it is an alias (UTC). */
function zoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/**
 * An IANA time zone picker: the coach's (the weekly hours are read on its clock) and, on /profile,
 * the account's (booking times are written on its clock); `hint` says which.
 */
export function TimeZoneField({
  value,
  error,
  disabled,
  hint = 'The weekly hours below are on this clock.',
  onChange,
}: {
  value: string;
  error?: string;
  disabled?: boolean;
  hint?: string;
  onChange: (zone: string) => void;
}) {
  const choices = useMemo(() => zoneChoices(value), [value]);
  return (
    <Field label="Time zone" required validationMessage={error} validationState={error ? 'error' : 'none'} hint={hint}>
      <Select value={value} disabled={disabled} onChange={(_event, data) => onChange(data.value)}>
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
    </Field>
  );
}
