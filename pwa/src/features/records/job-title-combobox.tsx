import { JOB_TITLE_MAX } from '@career/sync-server/records/contract/record-dto';
import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import { useRef } from 'react';
import { jobTitleOptions } from './record-form-model';

const useStyles = makeStyles({
  root: { minWidth: '260px', width: '260px' },
  listbox: { maxHeight: '20vh' },
});

/** Keys that move through the list: after them Enter picks the highlighted title, not the typed text. */
const LIST_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown'];

/**
 * The form's job title: searchable among the titles in use, and free text for a new one. What
 * is typed is the value, and Enter keeps it (the spec's "free text added with Enter") even when
 * the list highlights a longer title that starts the same way; after moving through the list
 * with the arrow keys, Enter picks the highlighted title as usual.
 */
export function JobTitleCombobox({
  value,
  titles,
  loading,
  labelledBy,
  invalid,
  onChange,
}: {
  value: string;
  titles: readonly (string | null | undefined)[] | undefined;
  /** True while the titles in use are still loading. */
  loading: boolean;
  labelledBy: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const typed = useRef(false);
  const options = jobTitleOptions(titles, value);
  return (
    <Combobox
      freeform
      // Opening the list highlights nothing: Enter or Space right after opening must not replace the text with the first title.
      disableAutoFocus
      className={styles.root}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      placeholder="Search or add"
      maxLength={JOB_TITLE_MAX}
      value={value}
      selectedOptions={options.includes(value) ? [value] : []}
      onChange={(event) => {
        typed.current = true;
        onChange(event.target.value);
      }}
      onOptionSelect={(_event, data) => {
        // Fluent clears the selection (optionText undefined) when the typed text stops matching
        // it: the typed text stays the value.
        if (data.optionText !== undefined) onChange(data.optionText);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && typed.current) {
          typed.current = false;
          onChange(event.currentTarget.value);
        } else if (LIST_KEYS.includes(event.key)) {
          typed.current = false;
        }
      }}
      listbox={{ className: styles.listbox }}
    >
      {options.map((title) => (
        <Option key={title}>{title}</Option>
      ))}
      {options.length === 0 ? (
        <Option key="new" value="" text="" disabled>
          {loading ? 'Loading job titles...' : value.trim() ? 'A new job title: it is added as typed' : 'No job titles yet: type one'}
        </Option>
      ) : null}
    </Combobox>
  );
}
