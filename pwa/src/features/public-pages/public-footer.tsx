import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { usePractice } from '../../content/use-practice';
import { AppLink } from '../../layout/app-link';
import { ContactLink } from './contact-link';

/** The public pages the footer links to, in its order (contact sits after terms). */
export const FOOTER_LINKS = [
  { to: '/privacy', label: 'Privacy notice' },
  { to: '/terms', label: 'Terms of use' },
  { to: '/test', label: 'Device check' },
  { to: '/fonts', label: 'Fonts' },
  { to: '/type', label: 'Type specimen' },
] as const;

const useStyles = makeStyles({
  root: {
    maxWidth: '1100px',
    margin: '0 auto',
    padding: '0 16px 32px',
    display: 'grid',
    gap: '12px',
    justifyItems: 'center',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    '@media print': { display: 'none' },
  },
  links: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: '20px', rowGap: '8px' },
});

/** The footer of the public pages: privacy, terms, contact, the device check and the design pages. */
export function PublicFooter() {
  const styles = useStyles();
  const { practiceName, supportEmail } = usePractice();
  const [privacy, terms, ...pages] = FOOTER_LINKS;
  return (
    <div className={styles.root}>
      <nav aria-label="Footer">
        <ul className={styles.links}>
          {[privacy, terms].map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
          <li>
            <ContactLink />
          </li>
          {pages.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{link.label}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Caption1>
        © {new Date().getFullYear()} {practiceName}
        {supportEmail ? (
          <>
            {' · '}
            <Link inline href={`mailto:${supportEmail}`}>
              {supportEmail}
            </Link>
          </>
        ) : null}
      </Caption1>
    </div>
  );
}
