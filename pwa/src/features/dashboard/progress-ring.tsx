import { makeStyles, tokens } from '@fluentui/react-components';

const RADIUS = 15.9155; // circumference 100, so the dash length is the percent

const useStyles = makeStyles({
  ring: { width: '36px', height: '36px', flexShrink: 0 },
  track: { stroke: tokens.colorNeutralStroke2 },
  value: { stroke: tokens.colorBrandStroke1, transform: 'rotate(-90deg)', transformOrigin: '50% 50%' },
  text: { fill: tokens.colorNeutralForeground1, fontSize: '9px', fontWeight: tokens.fontWeightSemibold },
});

/** A percent ring for an assessment in progress ('45% done'). */
export function ProgressRing({ percent }: { percent: number }) {
  const styles = useStyles();
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <svg className={styles.ring} viewBox="0 0 36 36" role="img" aria-label={`${clamped}% done`}>
      <circle className={styles.track} cx="18" cy="18" r={RADIUS} fill="none" strokeWidth="3" />
      <circle className={styles.value} cx="18" cy="18" r={RADIUS} fill="none" strokeWidth="3" strokeDasharray={`${clamped} 100`} strokeLinecap="round" />
      <text className={styles.text} x="18" y="18" textAnchor="middle" dominantBaseline="central" aria-hidden="true">
        {clamped}%
      </text>
    </svg>
  );
}
