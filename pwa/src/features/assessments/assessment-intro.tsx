import type { AssessmentId } from '@career/scoring/assessment-ids';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { describedOr, timeToCompleteText } from '../../content/missing-texts';
import { useInitialData } from '../../content/use-initial-data';
import type { IntroTexts } from './intro-texts';
import { introTextsOf } from './intro-texts';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '12px' },
  panel: { paddingBottom: '12px' },
  muted: { color: tokens.colorNeutralForeground2 },
  instructions: { display: 'grid', gap: '4px' },
});

/**
 * Title, 'What is it?' and 'Why is it used?' accordions, the instructions and the time estimate,
 * from the content service's initial data (the definition's own texts until it has answered).
 */
export function AssessmentIntro({ info }: { info: IntroTexts & { id: AssessmentId } }) {
  const styles = useStyles();
  const { data } = useInitialData();
  const texts = introTextsOf(info, data);
  return (
    <header className={styles.root}>
      <Title2 as="h1">{texts.name}</Title2>
      <Accordion collapsible multiple>
        <AccordionItem value="what">
          <AccordionHeader as="h2">What is it?</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Body1>{describedOr(texts.whatIsIt)}</Body1>
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="why">
          <AccordionHeader as="h2">Why is it used?</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Body1>{describedOr(texts.whyIsItUsed)}</Body1>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <section className={styles.instructions} aria-labelledby="instructions-title">
        <Subtitle2 as="h2" id="instructions-title">
          Instructions
        </Subtitle2>
        <Body1>{describedOr(texts.instructions)}</Body1>
      </section>
      <Body1 className={styles.muted}>{timeToCompleteText(texts.timeToComplete)}</Body1>
    </header>
  );
}
