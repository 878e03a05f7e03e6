import { Field, Input } from '@fluentui/react-components';
import type { InputProps } from '@fluentui/react-components';

/** A labelled input with its error message under it. */
export function TextField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: InputProps['type'];
  autoComplete?: string;
  required?: boolean;
}) {
  return (
    <Field label={props.label} required={props.required} validationState={props.error ? 'error' : 'none'} validationMessage={props.error}>
      <Input
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        onChange={(_event, data) => props.onChange(data.value)}
      />
    </Field>
  );
}
