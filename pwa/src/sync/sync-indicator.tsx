import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, CloudArrowUpRegular, CloudCheckmarkRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import { syncIndicatorView } from './sync-indicator-text';
import type { SyncIndicatorTone } from './sync-indicator-text';
import { unsentCount } from './unsent-count';
import { useSync, useSyncReady } from './use-sync';

const useStyles = makeStyles({
  status: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    maxWidth: '320px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  synced: { color: tokens.colorNeutralForeground3 },
  pending: { color: tokens.colorPaletteMarigoldForeground2 },
  busy: { color: tokens.colorBrandForeground1 },
  attention: { color: tokens.colorPaletteRedForeground1 },
  icon: { flexShrink: 0, fontSize: '16px' },
});

const ICONS: Record<SyncIndicatorTone, typeof CloudCheckmarkRegular> = {
  synced: CloudCheckmarkRegular,
  pending: CloudArrowUpRegular,
  busy: ArrowSyncRegular,
  attention: ErrorCircleRegular,
};

/** The header's upload status: Synced, waiting to upload (N), Uploading…, Sign in to upload (N) or the error. */
export function SyncIndicator() {
  const styles = useStyles();
  const { status } = useSync();
  const ready = useSyncReady();
  const view = ready ? syncIndicatorView(status, unsentCount(status)) : undefined;
  const Icon = view ? ICONS[view.tone] : undefined;
  return (
    <span role="status" aria-live="polite" className={mergeClasses(styles.status, view && styles[view.tone])}>
      {Icon ? <Icon className={styles.icon} aria-hidden /> : null}
      {view?.text}
    </span>
  );
}
