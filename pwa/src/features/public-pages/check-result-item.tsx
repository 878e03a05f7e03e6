import { Badge, Body1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSurfaceStyles } from '../../layout/surface-styles';
import type { CheckStatus, DeviceCheckResult } from './device-check-result';

export const STATUS_LABEL: Record<CheckStatus, string> = { pass: 'Pass', warn: 'Warning', fail: 'Problem' };
const STATUS_COLOR = { pass: 'success', warn: 'warning', fail: 'danger' } as const;

const useStyles = makeStyles({
  item: { padding: '16px 20px', display: 'grid', gap: '6px', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '16px', alignItems: 'start' },
  badge: { minWidth: '76px', marginTop: '2px' },
  text: { display: 'grid', gap: '6px' },
  advice: { color: tokens.colorNeutralForeground2 },
});

/** One check: its verdict as a word (never colour alone), what was found and what to do. */
export function CheckResultItem({ result }: { result: DeviceCheckResult }) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  return (
    <li className={mergeClasses(surface.surface, styles.item)} data-check={result.id} data-status={result.status}>
      <Badge className={styles.badge} appearance="tint" color={STATUS_COLOR[result.status]} shape="rounded">
        {STATUS_LABEL[result.status]}
      </Badge>
      <div className={styles.text}>
        <Subtitle2 as="h2">{result.title}</Subtitle2>
        <Body1 as="p" style={{ margin: 0 }}>
          {result.detail}
        </Body1>
        {result.advice ? (
          <Body1 as="p" className={styles.advice} style={{ margin: 0 }}>
            <strong>What to do:</strong> {result.advice}
          </Body1>
        ) : null}
      </div>
    </li>
  );
}
