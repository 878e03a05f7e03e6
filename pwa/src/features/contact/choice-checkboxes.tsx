import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: '2px' },
  legend: { padding: 0, marginBottom: '4px', fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A labelled group of checkboxes (any number of the options), with its message under it. */
export function ChoiceCheckboxes(props: {
  label: string;
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const errorId = useId();
  const toggle = (option: string, checked: boolean) =>
    props.onChange(props.options.filter((item) => (item === option ? checked : props.value.includes(item))));
  return (
    <fieldset className={styles.group} aria-describedby={props.error ? errorId : undefined} data-contact-field={props.name}>
      <legend className={styles.legend}>{props.label}</legend>
      {props.options.map((option) => (
        <Checkbox
          key={option}
          name={props.name}
          label={option}
          checked={props.value.includes(option)}
          disabled={props.disabled}
          onChange={(_event, data) => toggle(option, data.checked === true)}
        />
      ))}
      {props.error ? (
        <Caption1 id={errorId} className={styles.error}>
          {props.error}
        </Caption1>
      ) : null}
    </fieldset>
  );
}
