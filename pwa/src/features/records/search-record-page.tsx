import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DataBarHorizontalRegular, SearchRegular } from '@fluentui/react-icons';
import { Page } from '../../layout/page';
import { ButtonLink } from './button-link';

const useStyles = makeStyles({
  heading: { margin: 0 },
  lead: { color: tokens.colorNeutralForeground2, margin: 0 },
  links: { display: 'flex', gap: '16px', flexWrap: 'wrap' },
  big: { minWidth: '240px', minHeight: '64px', fontSize: tokens.fontSizeBase400 },
});

/**
 * /admin/search-record (menu 'Interests'): the way in to the career records, searching them or
 * adding to them, and to how the career ideas' bands compare with what clients marked.
 */
export function SearchRecordPage() {
  const styles = useStyles();
  return (
    <Page>
      <Title2 as="h1" className={styles.heading}>
        Data-Driven Career Ideas
      </Title2>
      <Body1 as="p" className={styles.lead}>
        Turn a client&apos;s personality type and interests into career ideas.
      </Body1>
      <div className={styles.links}>
        <ButtonLink to="/admin/search-record/result" appearance="primary" size="large" icon={<SearchRegular />} className={styles.big}>
          Search career ideas
        </ButtonLink>
        <ButtonLink to="/admin/database" size="large" icon={<AddRegular />} className={styles.big}>
          ADD A RECORD
        </ButtonLink>
        <ButtonLink to="/admin/career-ideas/calibration" size="large" icon={<DataBarHorizontalRegular />} className={styles.big}>
          Band calibration
        </ButtonLink>
      </div>
    </Page>
  );
}
