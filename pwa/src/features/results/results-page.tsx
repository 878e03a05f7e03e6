import { Body1, Button, Title2 } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Page } from '../layout/page';

/** Until result views exist: says where results will appear, with a way back (no top bar here). */
export function ResultsPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <Title2 as="h1">Results</Title2>
      <Body1>Your results will appear here as you complete your assessments.</Body1>
      <div>
        <Button appearance="primary" onClick={() => navigate('/')}>
          Back to Dashboard
        </Button>
      </div>
    </Page>
  );
}
