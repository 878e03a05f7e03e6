import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ColumnEditRegular } from '@fluentui/react-icons';
import { RECORD_COLUMN_LABELS } from './record-labels';
import type { OptionalRecordColumn } from './use-record-columns';
import { OPTIONAL_RECORD_COLUMNS } from './use-record-columns';

/** 'Columns': a menu of checkboxes, one per column that may be hidden (Job Title and Edit/Delete always show). */
export function RecordColumnChooser({ hidden, onShow }: { hidden: ReadonlySet<OptionalRecordColumn>; onShow: (shown: readonly string[]) => void }) {
  const shown = OPTIONAL_RECORD_COLUMNS.filter((column) => !hidden.has(column));
  return (
    <Menu checkedValues={{ columns: shown }} onCheckedValueChange={(_event, data) => onShow(data.checkedItems)}>
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnEditRegular />}>Columns</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {OPTIONAL_RECORD_COLUMNS.map((column) => (
            <MenuItemCheckbox key={column} name="columns" value={column}>
              {RECORD_COLUMN_LABELS[column]}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
