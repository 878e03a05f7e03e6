import { isAssessmentId } from '@career/scoring/assessment-ids';
import { Body1, Button, Title2, makeStyles } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';
import { Page } from '../layout/page';
import { ASSESSMENT_META } from './assessment-meta';

const useStyles = makeStyles({ action: { justifySelf: 'start' } });

/** The assessment whose page is still to come (every other id has its own route before this one). */
function comingName(id: string | undefined): string | undefined {
  return id !== undefined && isAssessmentId(id) ? ASSESSMENT_META[id].name : undefined;
}

/** /assess/{id} for assessments whose pages are not built yet: says so plainly. Unknown ids are 'Page Not Found'. */
export function ComingSoonPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const name = comingName(useParams().assessmentId);
  if (!name) return <NotFoundPage />;
  return (
    <Page>
      <Title2 as="h1">{name}</Title2>
      <Body1>This assessment is coming soon. You can take it here as soon as it is ready; your other assessments are available now.</Body1>
      <Button className={styles.action} appearance="primary" onClick={() => navigate('/')}>
        Back to Dashboard
      </Button>
    </Page>
  );
}
