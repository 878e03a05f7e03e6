import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Notice } from '../../layout/notice';
import { saveFile } from '../records/save-file';
import { fetchAccountData } from './account-data-api';

const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

/** 'Download my data': the server's file of everything it holds about the client, saved by the browser. */
export function DownloadDataButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, name } = await fetchAccountData();
      saveFile(blob, name);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabledFocusable={busy} onClick={() => void download()}>
        {busy ? 'Preparing your data...' : 'Download my data'}
      </Button>
      {error ? (
        <Notice intent="error" onDismiss={() => setError(null)}>
          {error}
        </Notice>
      ) : null}
    </>
  );
}
