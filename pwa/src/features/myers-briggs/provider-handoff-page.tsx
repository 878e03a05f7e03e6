import { Body1, Spinner, Title2 } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { markHandoff, takeHandoffMark } from './handoff-mark';
import { postToProvider } from './post-to-provider';
import { LOGIN_FAILED_MESSAGE, requestProviderLogin } from './provider-api';

/**
 * /myer-briggs/?userId=: the hidden hand-off page. It asks the server for a login token and posts
 * it to the provider's login page at once; on failure it shows the server's message (or the
 * spec's fallback) with the way back.
 */
export function ProviderHandoffPage() {
  const userId = useSearchParams()[0].get('userId') ?? '';
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Back from the provider with the Back button: to the Myers-Briggs page, not a second post.
    const back = () => navigate('/assess/myers-briggs', { replace: true });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && takeHandoffMark()) back();
    };
    window.addEventListener('pageshow', onPageShow);
    // Once: each call issues a single-use token.
    if (!started.current) {
      started.current = true;
      if (takeHandoffMark()) back();
      else
        requestProviderLogin(userId)
          .then((login) => {
            markHandoff();
            postToProvider(login);
          })
          .catch((caught: unknown) => setError(caught instanceof ApiError && !caught.isNetwork && caught.code !== 'internal' ? caught.message : LOGIN_FAILED_MESSAGE));
    }
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [userId, navigate]);

  return (
    <Page>
      <Title2 as="h1">Myers Briggs</Title2>
      {error ? (
        <Notice intent="error" actions={<AppLink to="/assess/myers-briggs">Back to Myers Briggs</AppLink>}>
          {error}
        </Notice>
      ) : (
        <>
          <Spinner label="Opening our partner's site..." />
          <Body1>You will take the Myers-Briggs Type Indicator and the Strong Interest Inventory there, then come back here.</Body1>
        </>
      )}
    </Page>
  );
}
