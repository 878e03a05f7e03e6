import { Body1, Button, Title1, makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({ root: { display: 'grid', gap: '16px', justifyItems: 'center', textAlign: 'center', padding: '96px 16px' } });

export function NotFoundPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <Title1 as="h1">Page Not Found</Title1>
      <Body1>The page you are looking for does not exist or has moved.</Body1>
      <Button appearance="primary" onClick={() => navigate('/')}>
        Go Home
      </Button>
    </div>
  );
}
