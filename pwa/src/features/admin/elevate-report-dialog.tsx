import type { SyncJobDto } from '@career/sync-server/provider/contract/elevate-dto';
import { Body1, Body1Strong, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { StatusView } from './elevate-status';
import { STATUS_ICONS, SYNC_TESTS, outcomeView } from './elevate-status';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '12px', margin: 0, padding: 0, listStyle: 'none' },
  line: { display: 'grid', gridTemplateColumns: '1.5em 1fr', columnGap: '4px', alignItems: 'start' },
  icon: { fontWeight: tokens.fontWeightBold, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase300 },
  succeeded: { color: tokens.colorStatusSuccessForeground1 },
  failed: { color: tokens.colorStatusDangerForeground1 },
  detail: { display: 'block', color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

/** ✓ or ✗ in the status colour, with its meaning in words for screen readers; nothing for other statuses. */
function StatusIcon({ kind }: { kind: StatusView['kind'] }) {
  const styles = useStyles();
  if (!kind) return <span />;
  return (
    <span className={`${styles.icon} ${styles[kind]}`}>
      <span aria-hidden="true">{STATUS_ICONS[kind].glyph}</span>
      <span className={styles.hidden}>{STATUS_ICONS[kind].label}</span>
    </span>
  );
}

/**
 * The report of a finished Elevate sync: one line per test (MBTI, SII) with its status and
 * detail. The job stays set after closing so the text stays while the dialog animates out.
 */
export function ElevateReportDialog({ job, userName, open, onClose }: { job: SyncJobDto | null; userName: string; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={open && job !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Elevate sync report</DialogTitle>
          <DialogContent>
            <Caption1 className={styles.muted} block>
              {userName}
            </Caption1>
            <ul className={styles.list}>
              {SYNC_TESTS.map((test) => {
                const view = outcomeView(job?.[test.key]);
                return (
                  <li key={test.key} className={styles.line}>
                    <StatusIcon kind={view.kind} />
                    <Body1>
                      <Body1Strong>{test.name}</Body1Strong>{' '}
                      <span className={styles.muted}>({test.fullName})</span>: {view.text}
                      {view.detail ? <span className={styles.detail}>{view.detail}</span> : null}
                    </Body1>
                  </li>
                );
              })}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
