import type { CareerRecordDto } from '@career/sync-server/records/contract/record-dto';
import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorMessage } from '../../api/api-error';
import { useFlash } from '../../flash/flash-context';
import { Notice } from '../../layout/notice';
import { applyRecordChange } from './record-list-query';
import { deleteRecord } from './records-api';

/** The confirmation's inside: unmounted on close, so a failed attempt's message does not outlive it. */
function DeleteBody({ record, onClose }: { record: CareerRecordDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { show } = useFlash();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await deleteRecord(record._id);
      applyRecordChange(queryClient, { kind: 'deleted', id: record._id });
      onClose();
      show('Record deleted!', 'success');
    } catch (caught) {
      setError(apiErrorMessage(caught));
      setDeleting(false);
    }
  }

  return (
    <DialogBody>
      <DialogTitle>Are you sure you want to delete this record?</DialogTitle>
      <DialogContent>
        <Body1 as="p">{record.jobTitle}</Body1>
        {error ? <Notice intent="error">{error}</Notice> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>No</Button>
        <Button appearance="primary" disabledFocusable={deleting} icon={deleting ? <Spinner size="tiny" aria-hidden="true" /> : undefined} onClick={() => void confirm()}>
          Yes
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

/**
 * The spec's delete confirmation, with No and Yes. The record stays set after closing so the
 * dialog keeps its text while it animates out.
 */
export function RecordDeleteDialog({ open, record, onClose }: { open: boolean; record: CareerRecordDto | null; onClose: () => void }) {
  return (
    <Dialog open={open && record !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>{record ? <DeleteBody record={record} onClose={onClose} /> : null}</DialogSurface>
    </Dialog>
  );
}
