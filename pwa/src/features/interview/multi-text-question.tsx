import type { MultiTextQuestion as MultiTextQuestionType } from '@career/scoring/interview/interview-types';
import { Input, Label } from '@fluentui/react-components';
import { multiTextValues, withMultiTextField } from './interview-answer-edits';
import { describedBy, errorDomId, fieldDomId, fieldMessages } from './interview-field-ids';
import { FieldMessages } from './field-messages';
import type { InterviewQuestionProps } from './interview-question-props';
import { useQuestionStyles } from './interview-question-styles';
import { QuestionFieldset } from './question-fieldset';

/** A group named by the question with one required text field per textField, each labelled by its label. */
export function MultiTextQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<MultiTextQuestionType>) {
  const styles = useQuestionStyles();
  const values = multiTextValues(answer, question.textFields.length);
  return (
    <QuestionFieldset number={number} question={question.question} description={question.description}>
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
    </QuestionFieldset>
  );
}
