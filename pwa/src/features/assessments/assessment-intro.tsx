import type { InstrumentInfo } from '@career/scoring/instrument-info';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '12px' },
  panel: { paddingBottom: '12px' },
  muted: { color: tokens.colorNeutralForeground2 },
  instructions: { display: 'grid', gap: '4px' },
});

type IntroInfo = Pick<InstrumentInfo, 'name' | 'whatIsIt' | 'whyIsItUsed' | 'instructions' | 'timeToComplete'>;

/** Title, 'What is it?' and 'Why is it used?' accordions, the instructions and the time estimate. */
export function AssessmentIntro({ info }: { info: IntroInfo }) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Title2 as="h1">{info.name}</Title2>
      <Accordion collapsible multiple>
        <AccordionItem value="what">
          <AccordionHeader as="h2">What is it?</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Body1>{info.whatIsIt || 'No description available'}</Body1>
          </AccordionPanel>
        </AccordionItem>
        <AccordionItem value="why">
          <AccordionHeader as="h2">Why is it used?</AccordionHeader>
          <AccordionPanel className={styles.panel}>
            <Body1>{info.whyIsItUsed || 'No description available'}</Body1>
          </AccordionPanel>
        </AccordionItem>
      </Accordion>
      <section className={styles.instructions} aria-labelledby="instructions-title">
        <Subtitle2 as="h2" id="instructions-title">
          Instructions
        </Subtitle2>
        <Body1>{info.instructions}</Body1>
      </section>
      <Body1 className={styles.muted}>{info.timeToComplete ? `Time to complete: ${info.timeToComplete}` : 'Time to complete not available'}</Body1>
    </header>
  );
}
