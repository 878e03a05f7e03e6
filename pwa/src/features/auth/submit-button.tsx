import { Button } from '@fluentui/react-components';
import { BusyRing } from '../../layout/busy-ring';

/** The primary button of a form; shows a spinner and blocks double submits while busy. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" appearance="primary" disabled={busy} disabledFocusable={busy} icon={busy ? <BusyRing /> : undefined}>
      {children}
    </Button>
  );
}
