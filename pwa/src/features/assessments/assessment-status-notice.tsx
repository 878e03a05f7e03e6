import { Notice } from '../../layout/notice';
import { useOnlineStatus } from '../../layout/use-online-status';
import { FINISH_QUEUED } from './use-submit-answers';

/** Read-only pages say why: completed, or finished on this device and waiting to be submitted. */
export function AssessmentStatusNotice({ completed, finishQueued, error }: { completed: boolean; finishQueued: boolean; error: string | undefined }) {
  const online = useOnlineStatus();
  return (
    <>
      {error ? <Notice intent="error">{error}</Notice> : null}
      {completed ? <Notice intent="success">You have completed this assessment.</Notice> : null}
      {finishQueued ? <Notice intent="info">{online ? 'Your answers are being submitted.' : FINISH_QUEUED}</Notice> : null}
    </>
  );
}
