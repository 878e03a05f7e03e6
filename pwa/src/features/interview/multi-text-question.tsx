import type { MultiTextQuestion as MultiTextQuestionType } from '@career/scoring/interview/interview-types';
import { Input, Label, Text } from '@fluentui/react-components';
import { multiTextValues, withMultiTextField } from './interview-answer-edits';
import { describedBy, descriptionDomId, errorDomId, fieldDomId, fieldMessages, questionLabelId } from './interview-field-ids';
import { FieldMessages } from './field-messages';
import type { InterviewQuestionProps } from './interview-question-props';
import { useQuestionStyles } from './interview-question-styles';

/** A group named by the question with one required text field per textField, each labelled by its label. */
export function MultiTextQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<MultiTextQuestionType>) {
  const styles = useQuestionStyles();
  const values = multiTextValues(answer, question.textFields.length);
  const descriptionId = question.description ? descriptionDomId(number) : undefined;
  return (
    <fieldset className={styles.block} aria-describedby={descriptionId}>
      <legend id={questionLabelId(number)} className={styles.text}>
        {question.question}
      </legend>
      {question.description ? (
        <Text id={descriptionId} className={styles.description}>
          {question.description}
        </Text>
      ) : null}
      {question.textFields.map((field, index) => {
        const id = fieldDomId(number, index);
        const errorId = errorDomId(number, index);
        const messages = fieldMessages(issues, index);
        return (
          <div key={field.label} className={styles.field}>
            <Label htmlFor={id} required>
              {field.label}
            </Label>
            <Input
              id={id}
              value={values[index] ?? ''}
              disabled={disabled}
              aria-required
              aria-invalid={messages.length > 0 || undefined}
              aria-describedby={describedBy(messages.length > 0 && errorId)}
              onChange={(_, data) => onChange(String(number), withMultiTextField(answer, question.textFields.length, index, data.value), 'typing')}
              onBlur={onBlur}
            />
            <FieldMessages id={errorId} messages={messages} />
          </div>
        );
      })}
    </fieldset>
  );
}
