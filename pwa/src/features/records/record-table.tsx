import type { CareerRecordDto, RecordField } from '@career/sync-server/records/contract/record-dto';
import { RECORD_FIELDS, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';
import { Button, makeStyles, mergeClasses, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { memo, useId } from 'react';
import { DERIVED_MBTI_NOTE, RECORD_COLUMN_LABELS } from './record-labels';

const useStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflow: 'auto',
    maxHeight: '70vh',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // 'separate' borders: with collapsed borders the sticky cells' borders scroll away.
  table: { borderCollapse: 'separate', borderSpacing: 0, minWidth: '100%', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    whiteSpace: 'nowrap',
    padding: '8px 12px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  cell: { padding: '8px 12px', verticalAlign: 'top', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  nowrap: { whiteSpace: 'nowrap' },
  first: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    minWidth: '160px',
    maxWidth: '240px',
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  corner: { left: 0, zIndex: 3, backgroundColor: tokens.colorNeutralBackground3, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  wide: { minWidth: '180px' },
  description: { minWidth: '320px', maxWidth: '420px' },
  clamp: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '5', overflow: 'hidden' },
  derived: { marginLeft: '4px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100, fontStyle: 'italic', cursor: 'help' },
  actions: { display: 'flex', gap: '4px' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

const MBTI_FIELDS: readonly RecordField[] = ['MBTI_1', 'MBTI_2', 'MBTI_3'];
const WIDE_FIELDS: readonly RecordField[] = ['familyType', 'secondaryFamily', 'min_edu'];

/** A coded value as the table shows it: salary and stress by their spec labels, the rest as stored. */
function shown(field: RecordField, value: string): string {
  if (field === 'salary') return salaryLabel(value);
  if (field === 'stress_level') return stressLabel(value);
  return value;
}

interface RowProps {
  record: CareerRecordDto;
  onEdit: (record: CareerRecordDto) => void;
  onDelete: (record: CareerRecordDto) => void;
}

/** One record's row; memoised, as the list may hold 2,000 rows and an edit changes one. */
const RecordRow = memo(function RecordRow({ record, onEdit, onDelete }: RowProps) {
  const styles = useStyles();
  return (
    <tr>
      <th scope="row" className={mergeClasses(styles.cell, styles.first)}>
        {record.jobTitle}
      </th>
      {RECORD_FIELDS.slice(1).map((field) => (
        <td key={field} className={mergeClasses(styles.cell, WIDE_FIELDS.includes(field) ? styles.wide : styles.nowrap)}>
          {shown(field, record[field])}
          {record.mbtiDerived && MBTI_FIELDS.includes(field) ? (
            <span className={styles.derived} title={DERIVED_MBTI_NOTE}>
              derived
            </span>
          ) : null}
        </td>
      ))}
      <td className={mergeClasses(styles.cell, styles.description)}>
        <div className={styles.clamp}>{record.description}</div>
      </td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${record.jobTitle}`} onClick={() => onEdit(record)} />
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${record.jobTitle}`} onClick={() => onDelete(record)} />
        </div>
      </td>
    </tr>
  );
});

/**
 * The records table: header row and Job Title column stay in view while scrolling (sticky), the
 * description is clamped to 5 lines. The Edit and Delete buttons form one tab stop moved through
 * with the arrow keys, so a keyboard user is not made to tab through 4,000 buttons.
 */
export function RecordTable({ records, onEdit, onDelete }: { records: readonly CareerRecordDto[]; onEdit: RowProps['onEdit']; onDelete: RowProps['onDelete'] }) {
  const styles = useStyles();
  const hintId = useId();
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true });
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Career records" aria-describedby={hintId}>
        <thead>
          <tr>
            {RECORD_FIELDS.map((field, index) => (
              <th key={field} scope="col" className={mergeClasses(styles.head, index === 0 && styles.first, index === 0 && styles.corner)}>
                {RECORD_COLUMN_LABELS[field]}
              </th>
            ))}
            <th scope="col" className={styles.head}>
              {RECORD_COLUMN_LABELS.description}
            </th>
            <th scope="col" className={styles.head}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody {...arrows}>
          {records.map((record) => (
            <RecordRow key={record._id} record={record} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
      <span id={hintId} className={styles.hidden}>
        The Edit and Delete buttons of all rows are one stop for the Tab key: move between them with the arrow keys.
      </span>
    </div>
  );
}
