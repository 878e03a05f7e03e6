import { SHORTLIST_NOTE_MAX } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DismissRegular } from '@fluentui/react-icons';
import { characterCount } from './idea-format';
import type { DraftItem } from './shortlist-draft';

const useStyles = makeStyles({
  item: { display: 'grid', gap: '8px', padding: '12px', borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  header: { display: 'flex', alignItems: 'center', gap: '4px' },
  title: { margin: 0, flexGrow: 1, minWidth: 0 },
  buttons: { display: 'flex', flexShrink: 0 },
});

interface ShortlistItemFieldsProps {
  item: DraftItem;
  position: number;
  count: number;
  /** Ids of the item's buttons, so that focus can follow an idea when it moves. */
  upId: string;
  downId: string;
  error: string | undefined;
  disabled: boolean;
  onNote: (recordId: string, note: string) => void;
  onMove: (recordId: string, by: -1 | 1) => void;
  onRemove: (recordId: string) => void;
}

/** One picked idea: its place and title, move up and down, remove, and the note for the client. */
export function ShortlistItemFields({ item, position, count, upId, downId, error, disabled, onNote, onMove, onRemove }: ShortlistItemFieldsProps) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <div className={styles.header}>
        <Subtitle2 as="h3" className={styles.title}>
          {position}. {item.title}
        </Subtitle2>
        {/* Focusable at either end too: the focus stays on the button of an idea just moved there. */}
        <div className={styles.buttons}>
          <Button id={upId} size="small" appearance="subtle" icon={<ArrowUpRegular />} aria-label={`Move ${item.title} up`} disabledFocusable={disabled || position === 1} onClick={() => onMove(item.recordId, -1)} />
          <Button id={downId} size="small" appearance="subtle" icon={<ArrowDownRegular />} aria-label={`Move ${item.title} down`} disabledFocusable={disabled || position === count} onClick={() => onMove(item.recordId, 1)} />
          <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={`Remove ${item.title} from the shortlist`} disabledFocusable={disabled} onClick={() => onRemove(item.recordId)}>
            Remove
          </Button>
        </div>
      </div>
      <Field label={`Note for ${item.title}`} hint={characterCount(item.note, SHORTLIST_NOTE_MAX)} validationState={error ? 'error' : 'none'} validationMessage={error}>
        <Textarea rows={3} resize="vertical" maxLength={SHORTLIST_NOTE_MAX} value={item.note} readOnly={disabled} onChange={(_event, data) => onNote(item.recordId, data.value)} />
      </Field>
    </li>
  );
}
