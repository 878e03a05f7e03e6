import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveErrorText } from '../assessments/save-error-text';
import { SAVED_ON_DEVICE, SAVED_ONLINE } from '../assessments/use-submit-answers';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { useFlash } from '../../flash/flash-context';
import { useSync } from '../../sync/use-sync';
import { RANK_PATH } from './card-sort-paths';

/**
 * Step one's 'I'm Finished' once the sort is valid: saves without completing (the device first,
 * then an upload try), says so like Save & Exit, and goes to the rank step.
 */
export function useContinueToRank(flush: () => Promise<void>) {
  const { syncNow } = useSync();
  const { show } = useFlash();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function go() {
    setBusy(true);
    try {
      await flush();
      const result = await syncNow();
      if (result.error) {
        show(result.error, 'error');
        return;
      }
      if (result.synced && !result.offline) {
        show(SAVED_ONLINE, 'success');
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      } else {
        show(SAVED_ON_DEVICE, 'warning');
      }
      navigate(RANK_PATH);
    } catch (error) {
      show(saveErrorText(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  return { busy, go };
}
