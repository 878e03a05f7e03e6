import { ToggleButton } from '@fluentui/react-components';
import { AddRegular, CheckmarkRegular } from '@fluentui/react-icons';

export const ADD_TO_SHORTLIST = 'Add to shortlist';
export const ON_THE_SHORTLIST = 'On the shortlist';

/** The toggle's name for one idea, as a screen reader and a test find it: 'Add to shortlist: Actuary', 'On the shortlist: Actuary'. */
export const shortlistToggleName = (title: string, picked: boolean) => `${picked ? ON_THE_SHORTLIST : ADD_TO_SHORTLIST}: ${title}`;

interface ShortlistToggleProps {
  title: string;
  picked: boolean;
  /** The shortlist is full: an idea not on it cannot be added. */
  full: boolean;
  /** Not yet: what it would be added to is still loading. */
  disabled?: boolean;
  onToggle: () => void;
}

/**
 * 'Add to shortlist' on one idea, 'On the shortlist' (pressed) once it is picked; pressing it
 * again takes the idea off. A toggle button (aria-pressed, Enter or Space), named by its words and
 * the idea's title, on the career ideas page and in the user dialog.
 */
export function ShortlistToggle({ title, picked, full, disabled = false, onToggle }: ShortlistToggleProps) {
  return (
    <ToggleButton
      size="small"
      checked={picked}
      appearance={picked ? 'primary' : 'secondary'}
      disabled={disabled || (full && !picked)}
      icon={picked ? <CheckmarkRegular /> : <AddRegular />}
      aria-label={shortlistToggleName(title, picked)}
      onClick={onToggle}
    >
      {picked ? ON_THE_SHORTLIST : ADD_TO_SHORTLIST}
    </ToggleButton>
  );
}
