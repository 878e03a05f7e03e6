import { Body1, Button, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '4px', justifyItems: 'start' },
  heading: { margin: 0 },
  text: {
    whiteSpace: 'pre-line',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    margin: 0,
  },
  // The spec: descriptions in result cards are clamped to 2 lines until expanded.
  clamped: { display: '-webkit-box', WebkitLineClamp: '2', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
});

/**
 * A record's description, two lines until 'Show more'. The button stays unless the text is
 * measured to fit in two lines (so it is there whenever it might be needed).
 */
export function DescriptionPanel({ text }: { text: string }) {
  const styles = useStyles();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const body = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = body.current;
    if (!element || expanded) return;
    const measure = () => setFits(element.scrollHeight > 0 && element.scrollHeight <= element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);

  return (
    <div className={styles.panel}>
      <Subtitle2 as="h4" className={styles.heading}>
        Description
      </Subtitle2>
      {text.trim() ? null : <Body1 as="p">No description.</Body1>}
      <p id={id} ref={body} className={mergeClasses(styles.text, !expanded && styles.clamped)}>
        {text}
      </p>
      {!text.trim() || (fits && !expanded) ? null : (
        <Button appearance="transparent" size="small" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
