import { Button } from '@fluentui/react-components';
import { Notice } from '../../layout/notice';
import { useLandingStyles } from './landing-styles';

/** The landing texts could not be loaded (offline before any visit, or the server is down): say so, offer a retry. */
export function LandingLoadError({ onRetry }: { onRetry: () => void }) {
  const landing = useLandingStyles();
  return (
    <div className={landing.section}>
      <Notice intent="warning" title="This page could not be loaded completely" actions={<Button onClick={onRetry}>Try again</Button>}>
        Please check your connection.
      </Notice>
    </div>
  );
}
