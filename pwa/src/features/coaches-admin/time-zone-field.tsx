import { Field, Select } from '@fluentui/react-components';
import { useMemo } from 'react';

/** Every IANA zone the browser knows, with the current value kept even when it is an alias (UTC). */
function zoneChoices(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The coach's IANA time zone: the weekly hours are read on its clock. */
export function TimeZoneField({ value, error, disabled, onChange }: { value: string; error?: string; disabled?: boolean; onChange: (zone: string) => void }) {
  const choices = useMemo(() => zoneChoices(value), [value]);
  return (
    <Field label="Time zone" required validationMessage={error} validationState={error ? 'error' : 'none'} hint="The weekly hours below are on this clock.">
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
