import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { normGroupOf } from '@career/scoring/neo/norm-input-of';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, Subtitle2, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { DemographicsForm } from './demographics-form';
import { hasDemographics } from './demographics-model';

const useStyles = makeStyles({
  panel: { padding: '16px 20px', display: 'grid', gap: '8px', marginBlock: '8px' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '8px' },
});

/**
 * Before the NEO's first question: the optional birth year and sex, asked once. When they are
 * given, one line says who the answers will be compared with, and 'Change' opens the form again.
 */
export function NeoDemographicsStep({ user, now = () => new Date() }: { user: CurrentUserDto; now?: () => Date }) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const titleId = useId();
  const [editing, setEditing] = useState(() => !hasDemographics(user));
  if (user.admin) return null;
  const comparedWith = normGroupOf(neoDefinition.norms, user, now().getUTCFullYear()).label;
  return (
    <section className={mergeClasses(surface.surface, styles.panel)} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        About you (optional)
      </Subtitle2>
      {editing ? (
        <DemographicsForm user={user} now={now} />
      ) : (
        <div className={styles.line}>
          <Body1>Your answers will be compared with estimated norms for {comparedWith}.</Body1>
          <Button appearance="secondary" size="small" onClick={() => setEditing(true)}>
            Change
          </Button>
        </div>
      )}
    </section>
  );
}
