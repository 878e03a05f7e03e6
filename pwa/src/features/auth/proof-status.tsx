import { makeStyles, tokens } from '@fluentui/react-components';

export const CHECKING_BROWSER = 'Checking this browser, a moment…';

const useStyles = makeStyles({ status: { color: tokens.colorNeutralForeground2 } });

/**
 * The line beside a sign-in or sign-up button while the browser is checked (proof of work): a
 * polite live region, always in the page so that its words are announced when they appear.
 */
export function ProofStatus({ checking }: { checking: boolean }) {
  const styles = useStyles();
  return (
    <span role="status" aria-live="polite" className={styles.status}>
      {checking ? CHECKING_BROWSER : null}
    </span>
  );
}
