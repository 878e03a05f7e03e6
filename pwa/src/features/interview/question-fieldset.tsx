import { Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { descriptionDomId, questionLabelId } from './interview-field-ids';
import { useQuestionStyles } from './interview-question-styles';

/** A question with several controls: a fieldset whose legend is the question, then its description. */
export function QuestionFieldset({ number, question, description, children }: { number: number; question: string; description?: string; children: ReactNode }) {
  const styles = useQuestionStyles();
  const descriptionId = description ? descriptionDomId(number) : undefined;
  return (
    <fieldset className={styles.block} aria-describedby={descriptionId}>
      <legend id={questionLabelId(number)} className={styles.text}>
        {question}
      </legend>
      {description ? (
        <Text id={descriptionId} className={styles.description}>
          {description}
        </Text>
      ) : null}
      {children}
    </fieldset>
  );
}
