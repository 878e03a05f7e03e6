import { ToggleButton } from '@fluentui/react-components';
import { AddRegular, CheckmarkRegular } from '@fluentui/react-icons';

interface ShortlistToggleProps {
  title: string;
  picked: boolean;
  /** The shortlist is full: an idea not on it cannot be added. */
  full: boolean;
  /** Not yet: what it would be added to is still loading. */
  disabled?: boolean;
  onToggle: () => void;
}

/** 'Add to shortlist' on one idea (pressed while it is picked; named by its title), on the career ideas page and in the user dialog. */
export function ShortlistToggle({ title, picked, full, disabled = false, onToggle }: ShortlistToggleProps) {
  return (
    <ToggleButton size="small" checked={picked} disabled={disabled || (full && !picked)} icon={picked ? <CheckmarkRegular /> : <AddRegular />} aria-label={`Add to shortlist: ${title}`} onClick={onToggle}>
      Add to shortlist
    </ToggleButton>
  );
}
