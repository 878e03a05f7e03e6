import type { TextQuestion as TextQuestionType } from '@career/scoring/interview/interview-types';
import { Input, Label, Text, Textarea } from '@fluentui/react-components';
import { textAnswer, textOf } from './interview-answer-edits';
import { describedBy, descriptionDomId, errorDomId, fieldDomId, fieldMessages, questionLabelId } from './interview-field-ids';
import { FieldMessages } from './field-messages';
import type { InterviewQuestionProps } from './interview-question-props';
import { useQuestionStyles } from './interview-question-styles';

/** A text answer labelled by the question: one line, or `lines` rows; saved as typed (debounced). */
export function TextQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<TextQuestionType>) {
  const styles = useQuestionStyles();
  const id = fieldDomId(number);
  const errorId = errorDomId(number);
  const descriptionId = question.description ? descriptionDomId(number) : undefined;
  const messages = fieldMessages(issues);
  const common = {
    id,
    value: textOf(answer),
    disabled,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': describedBy(descriptionId, messages.length > 0 && errorId),
    onBlur,
  };
  const onText = (text: string) => onChange(String(number), textAnswer(text), 'typing');
  return (
    <div className={styles.block}>
      <Label id={questionLabelId(number)} htmlFor={id} className={styles.text}>
        {question.question}
      </Label>
      {question.description ? (
        <Text id={descriptionId} className={styles.description}>
          {question.description}
        </Text>
      ) : null}
      <div className={styles.field}>
        {question.lines > 1 ? (
          <Textarea {...common} rows={question.lines} resize="vertical" onChange={(_, data) => onText(data.value)} />
        ) : (
          <Input {...common} inputMode={question.validation === 'number' ? 'numeric' : undefined} onChange={(_, data) => onText(data.value)} />
        )}
        <FieldMessages id={errorId} messages={messages} />
      </div>
    </div>
  );
}
