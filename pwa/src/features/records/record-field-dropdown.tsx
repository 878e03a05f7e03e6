import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import type { CodedField } from './record-form-model';
import { optionLabel } from './record-labels';

const useStyles = makeStyles({
  narrow: { minWidth: '180px', width: '180px' },
  wide: { minWidth: '260px', width: '260px' },
  listbox: { maxHeight: '20vh' },
});

const WIDE: readonly CodedField[] = ['familyType', 'secondaryFamily', 'min_edu'];

/**
 * One coded field of the add/edit form. It stores the code and shows its label (salary
 * '$100k+', MBTI 'Extrovert (E)'); it is named by its column header (aria-labelledby), as the
 * form is a one-row table with the labels above.
 */
export function RecordFieldDropdown({
  field,
  value,
  options,
  labelledBy,
  invalid,
  onChange,
}: {
  field: CodedField;
  value: string;
  options: readonly string[];
  labelledBy: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  return (
    <Dropdown
      className={WIDE.includes(field) ? styles.wide : styles.narrow}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      placeholder="Select"
      value={value ? optionLabel(field, value) : ''}
      selectedOptions={value ? [value] : []}
      onOptionSelect={(_event, data) => onChange(data.optionValue ?? '')}
      listbox={{ className: styles.listbox }}
    >
      {options.map((code) => (
        <Option key={code} value={code} text={optionLabel(field, code)}>
          {optionLabel(field, code)}
        </Option>
      ))}
    </Dropdown>
  );
}
