import { Text } from '@fluentui/react-components';
import { useQuestionStyles } from './interview-question-styles';

/** The validation messages under a control; its id is in the control's aria-describedby while shown. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  const styles = useQuestionStyles();
  return (
    <div id={id} className={styles.error} aria-live="polite">
      {messages.map((message) => (
        <Text key={message} size={200}>
          {message}
        </Text>
      ))}
    </div>
  );
}
