import { Button, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user-query';
import { TalkToExpertButton } from '../contact/talk-to-expert-button';

/** Three background images, rotating every 7 seconds (spec section 9). */
export const HERO_IMAGES = ['/hero/hero-1.svg', '/hero/hero-2.svg', '/hero/hero-3.svg'] as const;
export const HERO_ROTATION_MS = 7000;

const useStyles = makeStyles({
  hero: { position: 'relative', minHeight: '440px', display: 'grid', placeItems: 'center', overflow: 'hidden', backgroundColor: '#0b3a66' },
  layer: { position: 'absolute', inset: 0, backgroundSize: 'cover', backgroundPosition: 'center', opacity: 0, transitionProperty: 'opacity', transitionDuration: '1200ms' },
  visible: { opacity: 1 },
  content: { position: 'relative', textAlign: 'center', color: '#fff', padding: '48px 16px', display: 'grid', gap: '16px', justifyItems: 'center' },
  title: { margin: 0, fontSize: 'clamp(2.2rem, 6vw, 3.6rem)', lineHeight: 1.1, fontWeight: tokens.fontWeightBold, textShadow: '0 2px 12px rgba(0,0,0,.35)' },
  subtitle: { color: '#fff', fontSize: '1.3rem' },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', justifyContent: 'center' },
  secondary: { backgroundColor: 'rgba(255,255,255,.12)', color: '#fff', ':hover': { backgroundColor: 'rgba(255,255,255,.24)', color: '#fff' } },
});

export function Hero() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  // Signed in, the way on is the dashboard, not 'Log In'.
  const { data: user } = useCurrentUser();
  useEffect(() => {
    const timer = window.setInterval(() => setActive((index) => (index + 1) % HERO_IMAGES.length), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {HERO_IMAGES.map((image, index) => (
        <div
          key={image}
          className={mergeClasses(styles.layer, index === active && styles.visible)}
          style={{ backgroundImage: `url(${image})` }}
          data-hero-image={index}
          data-active={index === active}
          aria-hidden="true"
        />
      ))}
      <div className={styles.content}>
        <h1 id="hero-title" className={styles.title}>
          Find Your Path
        </h1>
        <Subtitle1 as="p" className={styles.subtitle}>
          Data-Driven Career Assessments
        </Subtitle1>
        <div className={styles.actions}>
          <Button appearance="primary" size="large" onClick={() => navigate('/plans')}>
            Get Started
          </Button>
          {user ? (
            <Button size="large" className={styles.secondary} onClick={() => navigate('/')}>
              Go to Dashboard
            </Button>
          ) : (
            <Button size="large" className={styles.secondary} onClick={() => navigate('/login')}>
              Log In
            </Button>
          )}
          <Button size="large" appearance="transparent" className={styles.secondary} onClick={() => navigate('/results/demo')}>
            See a Sample Report
          </Button>
          <TalkToExpertButton className={styles.secondary} />
        </div>
      </div>
    </section>
  );
}
