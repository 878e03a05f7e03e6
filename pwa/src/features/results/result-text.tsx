import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { NO_DESCRIPTION } from '@career/sync-server/public/contract/result-texts-schema';

const useStyles = makeStyles({
  text: { display: 'grid', gap: '8px', maxWidth: '72ch' },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Fills `{name}` variables of a content text; unknown variables are left as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A content text as paragraphs (a blank line separates them), or 'No description available'
 * when the content service has none.
 */
export function ResultText({ text, values }: { text: string | undefined; values?: Readonly<Record<string, string>> }) {
  const styles = useStyles();
  const trimmed = text?.trim();
  if (!trimmed) {
    return <Body1 className={styles.missing}>{NO_DESCRIPTION}</Body1>;
  }
  const filled = values ? fillTemplate(trimmed, values) : trimmed;
  return (
    <div className={styles.text}>
      {filled.split(/\n\s*\n/).map((paragraph, index) => (
        <Body1 as="p" key={index} style={{ margin: 0 }}>
          {paragraph}
        </Body1>
      ))}
    </div>
  );
}
