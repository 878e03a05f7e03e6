import type { AssessmentId } from '@career/scoring/assessment-ids';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { loadServerAnswers } from '../../sync/load-server-answers';

/**
 * On opening an assessment while online, fetches the server's answers (another device may have
 * added some) and merges them into the device store; offline the device's answers are used as is.
 */
export function useServerAnswers(userId: string, assessmentId: AssessmentId, online: boolean): void {
  useEffect(() => {
    if (!online) return;
    let current = true;
    loadServerAnswers(userId, assessmentId).catch((error: unknown) => {
      if (!current || (error instanceof ApiError && (error.isNetwork || error.status === 401 || error.status === 404))) return;
      console.warn('Could not merge the answers saved on the server', error);
    });
    return () => {
      current = false;
    };
  }, [userId, assessmentId, online]);
}
