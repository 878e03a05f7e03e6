import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

const useStyles = makeStyles({
  panel: {
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    display: 'grid',
    padding: '4px 8px 8px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow16,
    // Each link is a whole row, easy to hit with a thumb.
    '& > a, & > button': { minHeight: '44px', boxSizing: 'border-box', justifyContent: 'flex-start', width: '100%', paddingBlock: 0 },
    // A button's border takes 1px of its padding: its label lines up with the links'.
    '& > button': { paddingInline: '11px' },
    // The class's display would otherwise win over the hidden attribute.
    '&[hidden]': { display: 'none' },
  },
});

/**
 * A narrow window's top bar: a Menu button that shows the bar's links as a list below it (the
 * disclosure pattern for site navigation, not an ARIA menu: each entry stays a plain link). The
 * list closes on a choice, on Escape (focus back on the button) and on a click outside the bar.
 * It stays mounted while closed, so a dialog opened from it (Logout's) outlives its closing.
 */
export function CompactNav({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Open at one address: a choice that goes elsewhere closes the list by itself.
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean) => setOpenAt(next ? here : null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div onKeyDown={onKeyDown}>
      <Button
        ref={buttonRef}
        appearance="subtle"
        icon={open ? <DismissRegular /> : <NavigationRegular />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Menu
      </Button>
      <nav ref={panelRef} id={panelId} aria-label="Main" className={styles.panel} hidden={!open}>
        {children}
      </nav>
    </div>
  );
}
