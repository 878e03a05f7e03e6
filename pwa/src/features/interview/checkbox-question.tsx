import type { CheckboxQuestion as CheckboxQuestionType } from '@career/scoring/interview/interview-types';
import { OTHER_CHOICE } from '@career/scoring/interview/interview-types';
import { Checkbox } from '@fluentui/react-components';
import { checkboxMap, withCheckbox } from './interview-answer-edits';
import { fieldMessages } from './interview-field-ids';
import type { InterviewQuestionProps } from './interview-question-props';
import { QuestionFieldset } from './question-fieldset';
import { OtherTextInput } from './other-text-input';

/** Any number of choices in a group named by the question text; a ticked 'Other' shows a text input. */
export function CheckboxQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<CheckboxQuestionType>) {
  const map = checkboxMap(answer);
  const key = String(number);
  const otherValue = map[OTHER_CHOICE];
  return (
    <QuestionFieldset number={number} question={question.question} description={question.description}>
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
    </QuestionFieldset>
  );
}
