import { makeStyles } from '@fluentui/react-components';
import { Notice } from '../../layout/notice';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: '20px' },
});

/** The validation messages of a step, in the spec's words, one per line. */
export function SortIssues({ messages }: { messages: readonly string[] }) {
  const styles = useStyles();
  if (messages.length === 0) return null;
  return (
    <Notice intent="error">
      <ul className={styles.list}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Notice>
  );
}
