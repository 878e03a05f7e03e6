import { Body1, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  text: { display: 'grid', gap: '8px', maxWidth: '72ch' },
  paragraph: { margin: 0 },
});

/** A plain content text as paragraphs (a blank line separates them). */
export function Paragraphs({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <div className={styles.text}>
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((paragraph, index) => (
          <Body1 as="p" key={index} className={styles.paragraph}>
            {paragraph}
          </Body1>
        ))}
    </div>
  );
}
