import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  ring: {
    display: 'inline-block',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    border: `2px solid ${tokens.colorNeutralStroke2}`,
    borderTopColor: tokens.colorBrandStroke1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '800ms',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
  },
});

/**
 * A small CSS busy indicator. Used on first-load pages instead of Fluent's Spinner to keep the
 * initial JavaScript small; the surrounding text or button label says what is happening.
 */
export function BusyRing() {
  const styles = useStyles();
  return <span className={styles.ring} aria-hidden="true" />;
}
