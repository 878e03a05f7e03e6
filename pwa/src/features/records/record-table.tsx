import type { CareerRecordDto, RecordField } from '@career/sync-server/records/contract/record-dto';
import { RECORD_FIELDS, salaryLabel, stressLabel } from '@career/sync-server/records/contract/record-dto';
import { Button, makeStyles, mergeClasses, tokens, useArrowNavigationGroup } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Fragment, memo, useId } from 'react';
import { DERIVED_MBTI_NOTE, RECORD_COLUMN_LABELS } from './record-labels';
import type { OptionalRecordColumn } from './use-record-columns';

const useStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflow: 'auto',
    maxHeight: '70vh',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // 'separate' borders: with collapsed borders the sticky cells' borders scroll away. Width 100%
  // with automatic layout: columns share the width and their text wraps, so the table fits the
  // page (about 1,300 px at 1366) and scrolls sideways only in a narrower window.
  table: { borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'start',
    verticalAlign: 'bottom',
    padding: '8px 6px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  cell: { padding: '8px 6px', verticalAlign: 'top', borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  nowrap: { whiteSpace: 'nowrap' },
  first: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    minWidth: '140px',
    maxWidth: '220px',
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  corner: { left: 0, zIndex: 3, backgroundColor: tokens.colorNeutralBackground3, borderRight: `1px solid ${tokens.colorNeutralStroke2}` },
  // Edit and Delete stay at the right edge however far the table scrolls.
  last: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  lastCorner: { right: 0, zIndex: 3, backgroundColor: tokens.colorNeutralBackground3, borderLeft: `1px solid ${tokens.colorNeutralStroke2}` },
  wide: { minWidth: '100px' },
  description: { minWidth: '180px', maxWidth: '420px' },
  clamp: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '5', overflow: 'hidden' },
  derived: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100, fontStyle: 'italic', cursor: 'help' },
  actions: { display: 'flex', gap: '4px' },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

const MBTI_FIELDS: readonly RecordField[] = ['MBTI_1', 'MBTI_2', 'MBTI_3'];
const WIDE_FIELDS: readonly RecordField[] = ['familyType', 'secondaryFamily', 'min_edu'];
const CODED_FIELDS = RECORD_FIELDS.filter((field) => field !== 'jobTitle');

/** A coded value as the table shows it: salary and stress by their spec labels, the rest as stored. */
function shown(field: RecordField, value: string): string {
  if (field === 'salary') return salaryLabel(value);
  if (field === 'stress_level') return stressLabel(value);
  return value;
}

/** A column name that may break after its slash ('introvert/ extrovert'), so narrow code columns stay narrow. */
function HeaderLabel({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? '/' : null}
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

interface RowProps {
  record: CareerRecordDto;
  hidden: ReadonlySet<OptionalRecordColumn>;
  onEdit: (record: CareerRecordDto) => void;
  onDelete: (record: CareerRecordDto) => void;
}

/** One record's row; memoised, as the list may hold 2,000 rows and an edit changes one. */
const RecordRow = memo(function RecordRow({ record, hidden, onEdit, onDelete }: RowProps) {
  const styles = useStyles();
  return (
    <tr>
      <th scope="row" className={mergeClasses(styles.cell, styles.first)}>
        {record.jobTitle}
      </th>
      {CODED_FIELDS.filter((field) => !hidden.has(field)).map((field) => (
        <td key={field} className={mergeClasses(styles.cell, WIDE_FIELDS.includes(field) ? styles.wide : styles.nowrap)}>
          {shown(field, record[field])}
          {record.mbtiDerived && MBTI_FIELDS.includes(field) ? (
            <span className={styles.derived} title={DERIVED_MBTI_NOTE}>
              derived
            </span>
          ) : null}
        </td>
      ))}
      {hidden.has('description') ? null : (
        <td className={mergeClasses(styles.cell, styles.description)}>
          <div className={styles.clamp}>{record.description}</div>
        </td>
      )}
      <td className={mergeClasses(styles.cell, styles.last)}>
        <div className={styles.actions}>
          <Button size="small" appearance="subtle" icon={<EditRegular />} aria-label={`Edit ${record.jobTitle}`} onClick={() => onEdit(record)} />
          <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={`Delete ${record.jobTitle}`} onClick={() => onDelete(record)} />
        </div>
      </td>
    </tr>
  );
});

/**
 * The records table: the header row, the Job Title column and the Edit/Delete column stay in view
 * while scrolling (sticky), text wraps so it fits the page, the description is clamped to 5
 * lines, and `hidden` columns (the admin's choice) are left out. The Edit and Delete buttons form
 * one tab stop moved through with the arrow keys, so a keyboard user is not made to tab through
 * 4,000 buttons.
 */
export function RecordTable({
  records,
  hidden,
  onEdit,
  onDelete,
}: {
  records: readonly CareerRecordDto[];
  hidden: ReadonlySet<OptionalRecordColumn>;
  onEdit: RowProps['onEdit'];
  onDelete: RowProps['onDelete'];
}) {
  const styles = useStyles();
  const hintId = useId();
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear', memorizeCurrent: true });
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Career records" aria-describedby={hintId}>
        <thead>
          <tr>
            <th scope="col" className={mergeClasses(styles.head, styles.first, styles.corner)}>
              {RECORD_COLUMN_LABELS.jobTitle}
            </th>
            {CODED_FIELDS.filter((field) => !hidden.has(field)).map((field) => (
              <th key={field} scope="col" className={styles.head}>
                <HeaderLabel text={RECORD_COLUMN_LABELS[field]} />
              </th>
            ))}
            {hidden.has('description') ? null : (
              <th scope="col" className={styles.head}>
                {RECORD_COLUMN_LABELS.description}
              </th>
            )}
            <th scope="col" className={mergeClasses(styles.head, styles.last, styles.lastCorner)}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody {...arrows}>
          {records.map((record) => (
            <RecordRow key={record._id} record={record} hidden={hidden} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
      <span id={hintId} className={styles.hidden}>
        The Edit and Delete buttons of all rows are one stop for the Tab key: move between them with the arrow keys.
      </span>
    </div>
  );
}
