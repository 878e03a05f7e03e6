import type { ChoiceOption } from '@career/scoring/choice-item';
import { Body1, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import { memo, useRef, useState } from 'react';
import { questionDomId } from './question-focus';

const useStyles = makeStyles({
  block: {
    display: 'grid',
    gap: '8px',
    padding: '16px 0',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    scrollMarginTop: '80px',
    scrollMarginBottom: '96px',
  },
  text: { fontWeight: tokens.fontWeightSemibold },
  horizontal: { flexWrap: 'wrap', columnGap: '8px' },
});

export interface ChoiceQuestionProps {
  index: number;
  text: string;
  options: readonly ChoiceOption[];
  value: string;
  disabled: boolean;
  layout: 'vertical' | 'horizontal';
  /** Stores the choice; resolves false when it could not be stored. */
  onChoose: (index: number, value: string) => Promise<boolean>;
  /** Enter pressed inside the question: move on. */
  onEnter: (index: number) => void;
}

/**
 * One numbered question as a radio group labelled by its text (arrow keys choose, Enter moves on).
 * A choice shows at once from the question's own state, so choosing re-renders only this question
 * while the answer is written to the device; the stored value (props.value) wins whenever it changes
 * (another tab, a merge), and a choice that could not be stored is taken back.
 */
export const ChoiceQuestion = memo(function ChoiceQuestion(props: ChoiceQuestionProps) {
  const styles = useStyles();
  const { index, onChoose, onEnter } = props;
  const [shown, setShown] = useState(props.value);
  const [stored, setStored] = useState(props.value);
  const storedRef = useRef(props.value);
  storedRef.current = props.value;
  if (stored !== props.value) {
    setStored(props.value);
    setShown(props.value);
  }

  function choose(value: string) {
    setShown(value);
    void onChoose(index, value).then((saved) => {
      if (!saved) setShown(storedRef.current);
    });
  }
  const labelId = `${questionDomId(index)}-label`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnter(index);
  }

  return (
    <div id={questionDomId(index)} className={styles.block}>
      <Body1 id={labelId} className={styles.text}>
        {index + 1}. {props.text}
      </Body1>
      <RadioGroup
        aria-labelledby={labelId}
        value={shown}
        disabled={props.disabled}
        layout={props.layout}
        className={props.layout === 'horizontal' ? styles.horizontal : undefined}
        onChange={(_, data) => choose(data.value)}
        onKeyDown={onKeyDown}
      >
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </RadioGroup>
    </div>
  );
});
