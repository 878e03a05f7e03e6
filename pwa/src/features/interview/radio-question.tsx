import type { RadioQuestion as RadioQuestionType } from '@career/scoring/interview/interview-types';
import { OTHER_CHOICE } from '@career/scoring/interview/interview-types';
import { Radio, RadioGroup } from '@fluentui/react-components';
import { radioAnswer, radioParts } from './interview-answer-edits';
import { describedBy, descriptionDomId, fieldMessages, questionLabelId } from './interview-field-ids';
import type { InterviewQuestionProps } from './interview-question-props';
import { QuestionFieldset } from './question-fieldset';
import { OtherTextInput } from './other-text-input';

/** One choice, named by the question text; 'Other' shows a text input for the user's own words. */
export function RadioQuestion({ number, question, answer, issues, disabled, onChange, onBlur }: InterviewQuestionProps<RadioQuestionType>) {
  const { selection, other } = radioParts(answer);
  const key = String(number);
  const labelId = questionLabelId(number);
  const descriptionId = question.description ? descriptionDomId(number) : undefined;
  return (
    <QuestionFieldset number={number} question={question.question} description={question.description}>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={describedBy(descriptionId)}
        value={selection}
        disabled={disabled}
        onChange={(_, data) => onChange(key, radioAnswer(data.value, other), 'now')}
      >
        {question.choices.map((choice) => (
          <Radio key={choice} value={choice} label={choice} />
        ))}
      </RadioGroup>
      {selection === OTHER_CHOICE ? (
        <OtherTextInput
          number={number}
          value={other}
          messages={fieldMessages(issues, 'other')}
          disabled={disabled}
          onText={(text) => onChange(key, radioAnswer(OTHER_CHOICE, text), 'typing')}
          onBlur={onBlur}
        />
      ) : null}
    </QuestionFieldset>
  );
}
