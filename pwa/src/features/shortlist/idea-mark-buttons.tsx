import type { IdeaMark } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { IDEA_MARK_LABELS, IDEA_MARKS } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Caption1, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ThumbDislikeFilled, ThumbDislikeRegular, ThumbLikeFilled, ThumbLikeRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { IdeaMarkState } from './merge-idea-marks';

export const MARK_PENDING_TEXT = 'Saved on this device, will sync';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px 16px', '@media print': { display: 'none' } },
  group: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  status: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const ICONS: Record<IdeaMark, { on: ReactElement; off: ReactElement }> = {
  interested: { on: <ThumbLikeFilled />, off: <ThumbLikeRegular /> },
  not_for_me: { on: <ThumbDislikeFilled />, off: <ThumbDislikeRegular /> },
};

interface IdeaMarkButtonsProps {
  title: string;
  state: IdeaMarkState;
  /** Nothing can be changed (an admin viewing the client's account). */
  readOnly: boolean;
  /** Saving on this device failed: the message. */
  saveError?: string;
  onMark: (mark: IdeaMark | null) => void;
}

/**
 * 'Interested' and 'Not for me' as two toggle buttons (aria-pressed): pressing the chosen one
 * again clears the mark. Beside them, whether the mark still waits to be uploaded.
 */
export function IdeaMarkButtons({ title, state, readOnly, saveError, onMark }: IdeaMarkButtonsProps) {
  const styles = useStyles();
  const problem = saveError ?? (state.error ? `Not saved: ${state.error}` : undefined);
  return (
    <div className={styles.row}>
      <div role="group" aria-label={`Your answer on ${title}`} className={styles.group}>
        {IDEA_MARKS.map((mark) => {
          const checked = state.mark === mark;
          return (
            <ToggleButton
              key={mark}
              checked={checked}
              appearance={checked ? 'primary' : 'secondary'}
              disabledFocusable={readOnly}
              title={readOnly ? 'Viewing as an admin: nothing can be changed' : undefined}
              icon={checked ? ICONS[mark].on : ICONS[mark].off}
              onClick={() => onMark(checked ? null : mark)}
            >
              {IDEA_MARK_LABELS[mark]}
            </ToggleButton>
          );
        })}
      </div>
      <Caption1 aria-live="polite" className={problem ? styles.error : styles.status}>
        {problem ?? (state.pending ? MARK_PENDING_TEXT : '')}
      </Caption1>
    </div>
  );
}
