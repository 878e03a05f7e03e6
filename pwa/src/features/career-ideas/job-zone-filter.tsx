import type { JobZone } from '@career/sync-server/records/contract/career-idea-dto';
import { JOB_ZONES, JOB_ZONE_LABELS } from '@career/sync-server/records/contract/career-idea-dto';
import { Field, Select } from '@fluentui/react-components';

/** 'Job Zone': all ideas, or those of one O*NET Job Zone (how much preparation the job needs). */
export function JobZoneFilter({ value, onChange }: { value: JobZone | null; onChange: (jobZone: JobZone | null) => void }) {
  return (
    <Field label="Job Zone">
      <Select value={value === null ? '' : String(value)} onChange={(_event, data) => onChange(JOB_ZONES.find((zone) => String(zone) === data.value) ?? null)}>
        <option value="">All job zones</option>
        {JOB_ZONES.map((zone) => (
          <option key={zone} value={String(zone)}>
            {JOB_ZONE_LABELS[zone]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
