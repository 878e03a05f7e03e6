import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { NoticeProps } from './notice-props';

/**
 * Fluent's MessageBar behind Notice (loaded only when a notice is shown). Always multiline: the
 * words wrap in whatever width the bar has. The 'auto' layout stays on one line, clipped, wherever
 * the container grows with its content (a grid or flex item) instead of overflowing.
 */
export function NoticeBar({ intent, title, children, actions, onDismiss }: NoticeProps) {
  const dismiss = onDismiss ? <Button appearance="transparent" aria-label="Close" icon={<DismissRegular />} onClick={onDismiss} /> : undefined;
  return (
    <MessageBar intent={intent} layout="multiline" politeness={intent === 'error' ? 'assertive' : 'polite'}>
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null}
        {children}
      </MessageBarBody>
      {actions || dismiss ? <MessageBarActions containerAction={dismiss}>{actions}</MessageBarActions> : null}
    </MessageBar>
  );
}
