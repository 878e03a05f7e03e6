import type { FilterOptionsDto, RecordFilter } from '@career/sync-server/records/contract/record-dto';
import { FILTER_LABELS, RECORD_FILTERS } from '@career/sync-server/records/contract/record-dto';
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import { filterChoices, filterValueLabel } from './filter-choices';
import type { RecordFilters } from './records-api';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '12px 16px' },
  dropdown: { minWidth: 0, width: '100%' },
  // The spec: a dropdown's list is at most 20vh tall.
  listbox: { maxHeight: '20vh' },
});

/** Shown for a blank filter: the empty choice that matches anything. */
export const ANY_LABEL = 'Any';

/**
 * The ten search filters in the spec's order, each a dropdown of the values in use plus an empty
 * choice. Controlled: the page keeps the values (in the address).
 */
export function RecordFilterFields({
  filters,
  options,
  onChange,
}: {
  filters: RecordFilters;
  options: FilterOptionsDto | undefined;
  onChange: (filter: RecordFilter, value: string) => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.grid}>
      {RECORD_FILTERS.map((filter) => {
        const value = filters[filter] ?? '';
        return (
          <Field key={filter} label={FILTER_LABELS[filter]}>
            <Dropdown
              className={styles.dropdown}
              listbox={{ className: styles.listbox }}
              placeholder={ANY_LABEL}
              value={value ? filterValueLabel(filter, value) : ''}
              selectedOptions={[value]}
              onOptionSelect={(_event, data) => onChange(filter, data.optionValue ?? '')}
            >
              <Option value="">{ANY_LABEL}</Option>
              {filterChoices(filter, options).map((choice) => (
                <Option key={choice.value} value={choice.value}>
                  {choice.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
        );
      })}
    </div>
  );
}
