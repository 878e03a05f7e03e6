import { CheckboxQuestion } from './checkbox-question';
import type { InterviewQuestionProps } from './interview-question-props';
import { MultiTextQuestion } from './multi-text-question';
import { RadioQuestion } from './radio-question';
import { TextQuestion } from './text-question';

/** One interview question, drawn by its type. */
export function InterviewQuestionView(props: InterviewQuestionProps) {
  const { question } = props;
  switch (question.type) {
    case 'radio':
      return <RadioQuestion {...props} question={question} />;
    case 'checkbox':
      return <CheckboxQuestion {...props} question={question} />;
    case 'text':
      return <TextQuestion {...props} question={question} />;
    case 'multiText':
      return <MultiTextQuestion {...props} question={question} />;
  }
}
