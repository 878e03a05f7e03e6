import { CONSENT_AGREE_VALUE, consentDefinition } from '@career/scoring/consent/consent-definition';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import { requestFinish, saveAnswer } from '../../offline/answer-store';
import { useSync } from '../../sync/use-sync';
import { saveErrorText } from './save-error-text';

/**
 * 'I Agree': saves the agreement on the device, asks to finish the consent, tries to upload, then
 * says 'Consent Complete!' and goes home (offline the finish waits on this device).
 */
export function useGiveConsent(userId: string) {
  const { syncNow } = useSync();
  const { show } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function agree() {
    setBusy(true);
    try {
      await saveAnswer(userId, 'consent', '0', CONSENT_AGREE_VALUE, consentDefinition.totalQuestions);
      await requestFinish(userId, 'consent', consentDefinition.totalQuestions);
      const result = await syncNow();
      if (result.error) {
        show(result.error, 'error');
        return;
      }
      show('Consent Complete!', 'success');
      if (result.synced && !result.offline) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      navigate('/');
    } catch (error) {
      show(saveErrorText(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return { busy, agree };
}
