import type { AnswerBatchRequest } from '@career/sync-server/answers/contract/answer-dto';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveAnswer } from '../offline/answer-store';
import { resetLocalDb } from '../offline/reset-local-db';
import { json } from '../test/render-app';
import { FlashProvider } from '../flash/flash-context';
import { SyncIndicator } from './sync-indicator';
import { SyncProvider } from './sync-provider';
import { requestSyncNow } from './sync-status-store';

function renderSync(userId = 'u1') {
  return render(
    <FluentProvider theme={webLightTheme}>
      <FlashProvider>
        <SyncProvider userId={userId} />
        <SyncIndicator />
      </FlashProvider>
    </FluentProvider>,
  );
}

describe('SyncProvider', () => {
  beforeEach(resetLocalDb);
  afterEach(() => vi.unstubAllGlobals());

  it('shows answers waiting on the device, then Synced once uploaded', async () => {
    let online = false;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      const batch = JSON.parse(String(init.body)) as AnswerBatchRequest;
      return json({ saved: true, batchId: batch.batchId, assessmentId: batch.assessmentId, applied: 1, ignored: 0, questionsAnswered: 1, totalQuestions: 240, completed: false, completedAt: null });
    });
    renderSync();
    expect(await screen.findByText('Synced')).toBeInTheDocument();

    await act(() => saveAnswer('u1', 'neo', '0', '3', 240));
    expect(await screen.findByText('Saved on this device — waiting to upload (1)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    let result = await act(() => requestSyncNow());
    expect(result).toMatchObject({ synced: false, offline: true, pending: 1 });

    online = true;
    result = await act(() => requestSyncNow());
    expect(result).toEqual({ synced: true, pending: 0, error: undefined, offline: false });
    expect(await screen.findByText('Synced')).toBeInTheDocument();
  });

  it("does not count another user's answers", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await saveAnswer('someone-else', 'neo', '0', '3', 240);
    renderSync('u1');
    expect(await screen.findByText('Synced')).toBeInTheDocument();
  });
});
