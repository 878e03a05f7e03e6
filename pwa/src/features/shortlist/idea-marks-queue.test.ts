import type { IdeaMarkDto, IdeaMarksBody, ShortlistDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { localDb } from '../../offline/local-db';
import { resetLocalDb } from '../../offline/reset-local-db';
import { SyncEngine } from '../../sync/sync-engine';
import type { SyncTimers } from '../../sync/sync-engine';
import { memoryLock } from '../../sync/tab-lock';
import { readDeviceIdeaMarks, saveIdeaMark } from './idea-mark-store';
import { ideaMarksQueue } from './idea-marks-queue';
import type { IdeaMarksTransport } from './idea-marks-queue';
import { saveShortlist } from './shortlist-cache';

function shortlistOf(recordIds: string[], marks: IdeaMarkDto[] = []): ShortlistDto {
  return {
    summary: '',
    sharedAt: '2026-11-21T10:00:00.000Z',
    items: recordIds.map((recordId) => ({ recordId, title: recordId, description: '', note: '', fit: null, why: '', jobZone: null, education: '', medianWage: null, onetCode: null })),
    marks,
  };
}

/** A fake server that keeps the newest stamp per idea and takes marks on any list ever shared, as the real one does. */
function fakeServer(shared: string[] = ['r1', 'r2']) {
  const bodies: IdeaMarksBody[] = [];
  const stored = new Map<string, IdeaMarkDto>();
  let current = shared;
  const everShared = new Set(shared);
  let failWith: ApiError | null = null;
  const transport: IdeaMarksTransport = {
    putMarks: async (body) => {
      bodies.push(structuredClone(body));
      if (failWith) throw failWith;
      if (body.marks.some((mark) => !everShared.has(mark.recordId))) throw new ApiError(400, 'bad_request', 'That idea is not on your shortlist.');
      for (const mark of body.marks) if ((stored.get(mark.recordId)?.stamp ?? -1) < mark.stamp) stored.set(mark.recordId, mark);
      return { marks: [...stored.values()] };
    },
    fetchShortlist: async () => shortlistOf(current, [...stored.values()]),
  };
  return {
    bodies,
    transport,
    fail(error: ApiError | null) {
      failWith = error;
    },
    share(recordIds: string[]) {
      current = recordIds;
      for (const id of recordIds) everShared.add(id);
    },
  };
}

const sendOptions = (retryRefused = false) => ({ retryRefused, onSending: vi.fn() });

async function dirtyRows(userId = 'u1') {
  return (await localDb.ideaMarks.where('[userId+dirty]').equals([userId, 1]).toArray()).map((row) => row.recordId).sort();
}

describe('the idea marks queue', () => {
  beforeEach(resetLocalDb);

  it('sends the marks saved on this device, oldest first, and clears them once acknowledged', async () => {
    const server = fakeServer();
    await saveShortlist('u1', shortlistOf(['r1', 'r2']));
    await saveIdeaMark('u1', 'r2', 'not_for_me');
    await saveIdeaMark('u1', 'r1', 'interested');
    await saveIdeaMark('u2', 'r1', 'interested');
    const options = sendOptions();

    expect(await ideaMarksQueue(server.transport).send('u1', options)).toBe('done');

    expect(server.bodies).toEqual([
      {
        marks: [
          { recordId: 'r2', mark: 'not_for_me', stamp: expect.any(Number) },
          { recordId: 'r1', mark: 'interested', stamp: expect.any(Number) },
        ],
      },
    ]);
    expect(options.onSending).toHaveBeenCalled();
    expect(await dirtyRows()).toEqual([]);
    // The other user's mark is not theirs to send.
    expect(await dirtyRows('u2')).toEqual(['r1']);
    // The cached shortlist takes the server's marks.
    expect((await readDeviceIdeaMarks('u1')).stored.map((mark) => mark.recordId).sort()).toEqual(['r1', 'r2']);
  });

  it('keeps a mark chosen again while the request was out, and sends it next', async () => {
    const server = fakeServer();
    const queue = ideaMarksQueue({
      ...server.transport,
      putMarks: async (body) => {
        if (server.bodies.length === 0) await saveIdeaMark('u1', 'r1', null);
        return server.transport.putMarks(body);
      },
    });
    await saveIdeaMark('u1', 'r1', 'interested');
    expect(await queue.send('u1', sendOptions())).toBe('done');
    expect(server.bodies.map((body) => body.marks.map((mark) => mark.mark))).toEqual([['interested'], [null]]);
    expect(await dirtyRows()).toEqual([]);
  });

  it('keeps everything when the server cannot be reached, and waits for sign-in on a 401', async () => {
    const server = fakeServer();
    await saveIdeaMark('u1', 'r1', 'interested');
    const queue = ideaMarksQueue(server.transport);
    server.fail(new ApiError(0, 'network', 'offline'));
    expect(await queue.send('u1', sendOptions())).toBe('offline');
    server.fail(new ApiError(503, 'internal', 'down'));
    expect(await queue.send('u1', sendOptions())).toBe('offline');
    server.fail(new ApiError(401, 'unauthorized', 'Please log in.'));
    expect(await queue.send('u1', sendOptions())).toBe('paused');
    expect(await dirtyRows()).toEqual(['r1']);
    expect(await queue.hasUnsent('u1')).toBe(true);
  });

  it('keeps a mark not uploaded yet on an idea a new shortlist left out, uploads it, and only then forgets it', async () => {
    const server = fakeServer(['r1', 'r2']);
    await saveShortlist('u1', shortlistOf(['r1', 'r2']));
    await saveIdeaMark('u1', 'r1', 'interested');
    await saveIdeaMark('u1', 'r2', 'not_for_me');
    // The counselor shares a new shortlist without r2, and the client opens it before the marks upload.
    server.share(['r1', 'r3']);
    await saveShortlist('u1', shortlistOf(['r1', 'r3']));
    expect(await dirtyRows()).toEqual(['r1', 'r2']);
    expect(await ideaMarksQueue(server.transport).send('u1', sendOptions())).toBe('done');
    expect(server.bodies.map((body) => body.marks.map((mark) => mark.recordId))).toEqual([['r1', 'r2']]);
    await saveShortlist('u1', shortlistOf(['r1', 'r3']));
    expect((await localDb.ideaMarks.toArray()).map((row) => [row.recordId, row.dirty])).toEqual([['r1', 0]]);
  });

  it('after a 400 looks at the current shortlist once, then keeps the refused marks with the reason', async () => {
    const server = fakeServer(['r1']);
    await saveShortlist('u1', shortlistOf(['r1']));
    await saveIdeaMark('u1', 'r9', 'interested');
    expect(await ideaMarksQueue(server.transport).send('u1', sendOptions())).toBe('done');
    expect(server.bodies).toHaveLength(2);
    expect((await localDb.ideaMarks.get(['u1', 'r9']))?.error).toBe('That idea is not on your shortlist.');
  });

  it('keeps a refused mark with the reason, not resent until the user acts', async () => {
    const server = fakeServer();
    await saveIdeaMark('u1', 'r1', 'interested');
    const queue = ideaMarksQueue(server.transport);
    server.fail(new ApiError(403, 'read_only', 'Nothing can be changed.'));
    expect(await queue.send('u1', sendOptions())).toBe('done');
    expect((await localDb.ideaMarks.get(['u1', 'r1']))?.error).toBe('Nothing can be changed.');
    expect(await queue.hasUnsent('u1')).toBe(false);

    server.fail(null);
    expect(await queue.send('u1', sendOptions())).toBe('done');
    expect(server.bodies).toHaveLength(1);
    expect(await queue.send('u1', sendOptions(true))).toBe('done');
    expect(server.bodies).toHaveLength(2);
    expect(await localDb.ideaMarks.get(['u1', 'r1'])).toMatchObject({ dirty: 0 });
    expect((await localDb.ideaMarks.get(['u1', 'r1']))?.error).toBeUndefined();
  });

  it('is sent by the sync engine after the answers, with its retry when the server cannot be reached', async () => {
    const server = fakeServer();
    server.fail(new ApiError(0, 'network', 'offline'));
    const pending = new Map<number, () => void>();
    let next = 0;
    const timers: SyncTimers = {
      set: (callback) => {
        pending.set(++next, callback);
        return next;
      },
      clear: (handle) => pending.delete(handle as number),
    };
    const engine = new SyncEngine({ userId: 'u1', timers, lock: memoryLock, listen: false, random: () => 0, queues: [ideaMarksQueue(server.transport)] });
    await saveIdeaMark('u1', 'r1', 'not_for_me');
    await engine.syncOnce();
    expect(engine.getState().phase).toBe('offline');
    expect(pending.size).toBe(1);

    server.fail(null);
    const [retry] = pending.values();
    pending.clear();
    retry?.();
    await vi.waitFor(async () => expect(await dirtyRows()).toEqual([]));
    expect(engine.getState().phase).toBe('idle');
    expect(server.bodies.at(-1)).toEqual({ marks: [{ recordId: 'r1', mark: 'not_for_me', stamp: expect.any(Number) }] });
    engine.stop();
  });

  it("makes 'Upload now' say not synced while a mark waits, and synced once it is sent", async () => {
    const server = fakeServer();
    server.fail(new ApiError(0, 'network', 'offline'));
    const timers: SyncTimers = { set: () => 0, clear: () => undefined };
    const engine = new SyncEngine({ userId: 'u1', timers, lock: memoryLock, listen: false, random: () => 0, queues: [ideaMarksQueue(server.transport)] });
    await saveIdeaMark('u1', 'r1', 'interested');
    expect(await engine.syncNow()).toMatchObject({ synced: false, offline: true });
    server.fail(null);
    expect(await engine.syncNow()).toMatchObject({ synced: true, offline: false });
    engine.stop();
  });
});
