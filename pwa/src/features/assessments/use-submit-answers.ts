import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import { requestFinish } from '../../offline/answer-store';
import type { SyncNowResult } from '../../sync/sync-types';
import { requestSyncNow } from '../../sync/sync-status-store';
import { saveErrorText } from './save-error-text';
import type { AssessmentSession } from './use-assessment-session';

export const SAVED_ONLINE = 'Answers Saved!';
export const SAVED_ON_DEVICE = 'Saved on this device. Your answers will upload when you are back online.';
export const FINISH_QUEUED = 'Your answers will be submitted when you are back online.';

function reachedServer(result: SyncNowResult): boolean {
  return result.synced && !result.offline;
}

/**
 * Save & Exit and I'm Finished: both write on the device first, then try to upload. Online they
 * say 'Answers Saved!'; offline they say the answers wait on this device; a refused upload says
 * 'Failed to save answers - error: ...' and keeps the user on the page.
 */
export function useSubmitAnswers(session: AssessmentSession, totalQuestions: number) {
  const { show } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'save' | 'finish' | null>(null);

  async function submit(kind: 'save' | 'finish') {
    setBusy(kind);
    try {
      await session.flush();
      if (kind === 'finish') await requestFinish(session.userId, session.assessmentId, totalQuestions);
      // Not useSync(): its status changes with every answer, and would re-render the whole page.
      const result = await requestSyncNow();
      if (result.error) {
        show(result.error, 'error');
        return;
      }
      if (reachedServer(result)) {
        show(SAVED_ONLINE, 'success');
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      } else {
        show(kind === 'finish' ? FINISH_QUEUED : SAVED_ON_DEVICE, 'warning');
      }
      navigate('/');
    } catch (error) {
      show(saveErrorText(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  return { busy, saveAndExit: () => submit('save'), finish: () => submit('finish') };
}
