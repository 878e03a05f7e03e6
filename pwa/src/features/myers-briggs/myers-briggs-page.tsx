import { MBTI_DEFINITION } from '@career/scoring/mbti/mbti-definition';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Button, Field, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { AssessmentIntro } from '../assessments/assessment-intro';
import { saveErrorText } from '../assessments/save-error-text';
import { SignedInUser } from '../assessments/signed-in-user';
import { SAVED_ONLINE } from '../assessments/use-submit-answers';
import { useFlash } from '../../flash/flash-context';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { useOnlineStatus } from '../../layout/use-online-status';
import { whenPageIsBack } from '../../layout/when-page-is-back';
import { FinishDialog } from './finish-dialog';
import { clearHandoffMark } from './handoff-mark';
import { OtpDialog } from './otp-dialog';
import { PhoneDialog } from './phone-dialog';
import { ProviderStatus } from './provider-status';
import { reportReturn, saveGender } from './provider-api';
import { useAwaitResults } from './use-await-results';

/** Spec section 8: what a 444 answer to 'I'm Finished' shows. */
export const BOTH_TESTS_MESSAGE = 'Please complete both MBTI and Strong Interest Inventory (SII) test before submitting answer';
export const GENDER_REQUIRED_MESSAGE = 'Please choose a gender';
export const OFFLINE_MESSAGE =
  "This step needs an internet connection: the questionnaires are on our partner's site. Your other assessments work offline, and everything you answered there is kept on this device.";

export const handoffPath = (userId: string) => `/myer-briggs/?userId=${encodeURIComponent(userId)}`;

const useStyles = makeStyles({
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap' },
  section: { display: 'grid', gap: '12px' },
});

/** /assess/myers-briggs: gender, the hand-off to the provider (phone verified first), and 'I'm Finished'. */
export function MyersBriggsPage() {
  return <SignedInUser>{(user) => <MyersBriggsBody user={user} />}</SignedInUser>;
}

function MyersBriggsBody({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const online = useOnlineStatus();
  const lean = user.leanAssessmentData.find((entry) => entry.id === 'myers-briggs');
  const inPlan = user.plans[0]?.assessments.includes('myers-briggs') ?? false;
  const completed = lean?.completed === true;
  const [gender, setGender] = useState(lean?.gender ?? '');
  const [genderError, setGenderError] = useState(false);
  const [dialog, setDialog] = useState<'phone' | 'otp' | 'finish' | null>(null);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState<'go' | 'finish' | null>(null);
  const genderRef = useRef<HTMLDivElement>(null);
  const [search, setSearch] = useSearchParams();
  const returned = search.get('returned') === '1';
  const awaiting = useAwaitResults(returned, lean?.MBTI === true && lean.SII === true);
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });

  // Here again: the next 'Go to Myers Briggs' is a new hand-off.
  useEffect(clearHandoffMark, []);

  useEffect(() => {
    if (!returned) return;
    // Back from the provider: the server starts fetching the results now (and keeps trying).
    reportReturn().catch((error: unknown) => console.warn('Could not report the return from the provider', error));
    setSearch({}, { replace: true });
  }, [returned, setSearch]);

  function requireGender(): boolean {
    if (gender) return true;
    setGenderError(true);
    genderRef.current?.querySelector('input')?.focus();
    return false;
  }

  async function chooseGender(value: string) {
    setGender(value);
    setGenderError(false);
    try {
      await saveGender(user._id, value);
      void refreshUser();
    } catch (error) {
      show(saveErrorText(error), 'error');
    }
  }

  async function goToProvider() {
    if (!requireGender()) return;
    setBusy('go');
    try {
      if (lean?.gender !== gender) await saveGender(user._id, gender);
      if (user.isNumVerified) navigate(handoffPath(user._id));
      else setDialog('phone');
    } catch (error) {
      show(saveErrorText(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function finish() {
    setBusy('finish');
    try {
      await saveGender(user._id, gender, true);
      setDialog(null);
      show(SAVED_ONLINE, 'success');
      await refreshUser();
      whenPageIsBack(() => navigate('/'));
    } catch (error) {
      setDialog(null);
      if (error instanceof ApiError && error.code === 'assessment_completed') {
        // The background sync completed the step a moment before: the finish is done.
        show(SAVED_ONLINE, 'success');
        await refreshUser();
        whenPageIsBack(() => navigate('/'));
        return;
      }
      show(error instanceof ApiError && error.status === 444 ? BOTH_TESTS_MESSAGE : saveErrorText(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  if (!inPlan) {
    return (
      <Page>
        <AssessmentIntro info={MBTI_DEFINITION} />
        <Notice intent="info" actions={<AppLink to="/plans">See plans</AppLink>}>
          The Myers-Briggs Type Indicator and the Strong Interest Inventory come with the Essential and Premium plans.
        </Notice>
      </Page>
    );
  }

  return (
    <Page>
      <AssessmentIntro info={MBTI_DEFINITION} />
      {!online && <Notice intent="warning">{OFFLINE_MESSAGE}</Notice>}
      {completed && (
        <Notice intent="success" actions={<AppLink to="/results">See your results</AppLink>}>
          You have finished this step. Your Myers-Briggs and Strong Interest Inventory results are ready.
        </Notice>
      )}
      {awaiting === 'waiting' && (
        <Notice intent="info">Welcome back! We are fetching your results from our partner. This can take a minute; this page updates by itself.</Notice>
      )}
      {awaiting === 'slow' && (
        <Notice intent="info">
          Your results have not arrived yet. We keep checking for the next two days, so you can leave this page; finish both questionnaires on our partner's site if you have not.
        </Notice>
      )}
      <ProviderStatus lean={lean} />
      <section className={styles.section} aria-label="Before you start">
        <Field
          label="Gender"
          required
          hint="Used to compare your interests with the right norm group."
          validationState={genderError ? 'error' : 'none'}
          validationMessage={genderError ? GENDER_REQUIRED_MESSAGE : undefined}
        >
          <RadioGroup ref={genderRef} value={gender} disabled={completed} layout="horizontal" onChange={(_, data) => void chooseGender(data.value)}>
            {MBTI_DEFINITION.genderChoices.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" disabled={completed || !online || busy !== null} onClick={() => void goToProvider()}>
            {busy === 'go' ? 'Opening...' : 'Go to Myers Briggs'}
          </Button>
          <Button disabled={completed || !online || busy !== null} onClick={() => requireGender() && setDialog('finish')}>
            I'm Finished
          </Button>
          <Button appearance="subtle" onClick={() => navigate('/')}>
            Back to Dashboard
          </Button>
        </div>
      </section>
      <PhoneDialog
        userId={user._id}
        open={dialog === 'phone'}
        onClose={() => setDialog(null)}
        onSent={(withCode) => {
          setPhone(withCode);
          show('otp sent successfully', 'success');
          setDialog('otp');
        }}
      />
      <OtpDialog
        userId={user._id}
        phoneNumber={phone}
        open={dialog === 'otp'}
        onClose={() => setDialog(null)}
        onMatched={() => {
          setDialog(null);
          void refreshUser();
          whenPageIsBack(() => navigate(handoffPath(user._id)));
        }}
      />
      <FinishDialog open={dialog === 'finish'} busy={busy === 'finish'} onCancel={() => setDialog(null)} onConfirm={() => void finish()} />
    </Page>
  );
}
