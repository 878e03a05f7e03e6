import type { CheckboxQuestion as CheckboxQuestionType } from '@career/scoring/interview/interview-types';
import { OTHER_CHOICE } from '@career/scoring/interview/interview-types';
import { Checkbox, Text } from '@fluentui/react-components';
import { checkboxMap, withCheckbox } from './interview-answer-edits';
import { descriptionDomId, fieldMessages, questionLabelId } from './interview-field-ids';
import type { InterviewQuestionProps } from './interview-question-props';
import { useQuestionStyles } from './interview-question-styles';
import { OtherTextInput } from './other-text-input';

/** Any number of choices in a group named by the question text; a ticked 'Other' shows a text input. */
export function CheckboxQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<CheckboxQuestionType>) {
  const styles = useQuestionStyles();
  const map = checkboxMap(answer);
  const key = String(number);
  const descriptionId = question.description ? descriptionDomId(number) : undefined;
  const otherValue = map[OTHER_CHOICE];
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
      {question.choices.map((choice) => (
        <Checkbox
          key={choice}
          label={choice}
          checked={map[choice] !== undefined}
          disabled={disabled}
          onChange={(_, data) => onChange(key, withCheckbox(answer, choice, data.checked === true), 'now')}
        />
      ))}
      {otherValue !== undefined ? (
        <OtherTextInput
          number={number}
          value={typeof otherValue === 'string' ? otherValue : ''}
          messages={fieldMessages(issues, 'other')}
          disabled={disabled}
          onText={(text) => onChange(key, withCheckbox(answer, OTHER_CHOICE, true, text), 'typing')}
          onBlur={onBlur}
        />
      ) : null}
    </fieldset>
  );
}
