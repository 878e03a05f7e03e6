import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { BoardListSpec } from './board-types';
import { listDroppableId } from './board-types';

const useStyles = makeStyles({
  column: {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    gap: '8px',
    minWidth: 0,
    padding: '10px',
    backgroundColor: tokens.colorNeutralBackground2,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  wide: { gridColumn: '1 / -1' },
  over: { border: `1px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  header: { display: 'grid', gap: '2px' },
  heading: { margin: 0 },
  summary: { color: tokens.colorNeutralForeground2 },
  warn: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  list: { display: 'grid', alignContent: 'start', gap: '6px', margin: 0, padding: 0, minHeight: '64px' },
  // The start pile scrolls inside itself so the bins stay in view below it.
  grid: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', maxHeight: '45vh', overflowY: 'auto', padding: '2px' },
});

/** A column of the board: a region and a list named by its heading, described by its count and limits. */
export function BoardColumn({ spec, cardIds, disabled, children }: { spec: BoardListSpec; cardIds: readonly string[]; disabled: boolean; children: ReactNode }) {
  const styles = useStyles();
  const { setNodeRef, isOver } = useDroppable({ id: listDroppableId(spec.id), disabled });
  const headingId = `column-${spec.id}-heading`;
  const summaryId = `column-${spec.id}-summary`;
  const List = spec.ordered ? 'ol' : 'ul';
  return (
    <section ref={setNodeRef} aria-labelledby={headingId} aria-describedby={summaryId} className={mergeClasses(styles.column, spec.wide && styles.wide, isOver && styles.over)}>
      <div className={styles.header}>
        <Subtitle2 as="h3" id={headingId} className={styles.heading}>
          {spec.label}
        </Subtitle2>
        <Caption1 id={summaryId} className={mergeClasses(styles.summary, spec.warn && styles.warn)}>
          {spec.summary}
        </Caption1>
      </div>
      <SortableContext id={spec.id} items={[...cardIds]} strategy={spec.wide ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <List role="list" aria-labelledby={headingId} aria-describedby={summaryId} className={mergeClasses(styles.list, spec.wide && styles.grid)}>
          {children}
        </List>
      </SortableContext>
    </section>
  );
}
