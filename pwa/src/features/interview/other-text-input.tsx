import { Input, Label } from '@fluentui/react-components';
import { describedBy, errorDomId, fieldDomId } from './interview-field-ids';
import { FieldMessages } from './field-messages';
import { useQuestionStyles } from './interview-question-styles';

/** The accessible name of the text input that the 'Other' choice shows. */
export const OTHER_TEXT_LABEL = 'Other (please specify)';

export interface OtherTextInputProps {
  number: number;
  value: string;
  messages: readonly string[];
  disabled: boolean;
  onText: (text: string) => void;
  onBlur: () => void;
}

/** The text input shown while a question's 'Other' choice is selected or ticked. */
export function OtherTextInput({ number, value, messages, disabled, onText, onBlur }: OtherTextInputProps) {
  const styles = useQuestionStyles();
  const id = fieldDomId(number, 'other');
  const errorId = errorDomId(number, 'other');
  return (
    <div className={styles.other}>
      <Label htmlFor={id}>{OTHER_TEXT_LABEL}</Label>
      <Input
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={describedBy(messages.length > 0 && errorId)}
        onChange={(_, data) => onText(data.value)}
        onBlur={onBlur}
      />
      <FieldMessages id={errorId} messages={messages} />
    </div>
  );
}
