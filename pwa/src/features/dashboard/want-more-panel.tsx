import { Body1, Button, Subtitle1, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { useSurfaceStyles } from '../../layout/surface-styles';

const useStyles = makeStyles({
  panel: { padding: '20px', display: 'grid', gap: '12px', alignContent: 'start' },
  action: { justifySelf: 'start' },
});

/**
 * 'Want More?' with Upgrade Now to /plans: `offer` says what a higher plan adds that the client
 * lacks (plan-words.ts). Not shown to premium users, nor to admins.
 */
export function WantMorePanel({ offer }: { offer: string }) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const navigate = useNavigate();
  return (
    <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby="want-more-title">
      <Subtitle1 as="h2" id="want-more-title">
        Want More?
      </Subtitle1>
      <Body1>{offer}</Body1>
      <Button className={styles.action} appearance="primary" onClick={() => navigate('/plans')}>
        Upgrade Now
      </Button>
    </section>
  );
}
