import { Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NO_DESCRIPTION } from '@career/sync-server/public/contract/result-texts-schema';
import { useResultAudience } from './result-audience';

const useStyles = makeStyles({
  text: { display: 'grid', gap: '8px', maxWidth: '72ch' },
  // To a counselor, the content's words to the client are quoted as what the client reads.
  quoted: { margin: 0, paddingLeft: '12px', borderLeft: `3px solid ${tokens.colorNeutralStroke1}` },
  quoteLabel: { color: tokens.colorNeutralForeground3, margin: 0 },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Fills `{name}` variables of a content text; unknown variables are left as written. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * A content text as paragraphs (a blank line separates them), or 'No description available'
 * when the content service has none. The texts speak to the client: a counselor sees them quoted,
 * under a line saying whose words they are not ("Casey reads:").
 */
export function ResultText({ text, values }: { text: string | undefined; values?: Readonly<Record<string, string>> }) {
  const styles = useStyles();
  const audience = useResultAudience();
  const trimmed = text?.trim();
  if (!trimmed) {
    return <Body1 className={styles.missing}>{NO_DESCRIPTION}</Body1>;
  }
  const filled = values ? fillTemplate(trimmed, values) : trimmed;
  const paragraphs = filled.split(/\n\s*\n/).map((paragraph, index) => (
    <Body1 as="p" key={index} style={{ margin: 0 }}>
      {paragraph}
    </Body1>
  ));
  if (audience.kind === 'client') return <div className={styles.text}>{paragraphs}</div>;
  return (
    <figure className={mergeClasses(styles.text, styles.quoted)}>
      <figcaption className={styles.quoteLabel}>
        <Caption1>{audience.clientName} reads:</Caption1>
      </figcaption>
      <blockquote className={styles.text} style={{ margin: 0 }}>
        {paragraphs}
      </blockquote>
    </figure>
  );
}
