import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

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
 * The top bar mounts it anew at each address (its key), so a list left open never reopens on Back.
 * It stays mounted while closed, so a dialog opened from it (Logout's) outlives its closing; what
 * happens inside that dialog (a click, Escape) is not 'outside' and leaves the list as it is.
 */
export function CompactNav({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Set by a press anywhere in this part of the page, portals (the Logout dialog) included.
  const pressedInside = useRef(false);

  useEffect(() => {
    if (!open) return;
    // The press that opened the list is behind us.
    pressedInside.current = false;
    const onPointerDown = () => {
      if (!pressedInside.current) setOpen(false);
      pressedInside.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape in a dialog opened from here is the dialog's.
    if (event.key !== 'Escape' || !open || event.defaultPrevented || !event.currentTarget.contains(event.target as Node)) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      onKeyDown={onKeyDown}
      onPointerDownCapture={() => {
        pressedInside.current = true;
      }}
    >
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
      <nav
        id={panelId}
        aria-label="Main"
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          // A link chosen, even the page already shown, closes the list.
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </nav>
    </div>
  );
}
