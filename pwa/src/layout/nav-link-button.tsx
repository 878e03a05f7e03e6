import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    padding: '6px 12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  active: { color: tokens.colorBrandForeground1 },
});

/** A router link that looks like a subtle Fluent button. */
export function NavLinkButton({ to, children, end = false }: { to: string; children: ReactNode; end?: boolean }) {
  const styles = useStyles();
  return (
    <NavLink to={to} end={end} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
      {children}
    </NavLink>
  );
}
