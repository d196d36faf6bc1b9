import { Table, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import classes from './data-table.module.css';

export type SortDirection = 'asc' | 'desc' | null;

/** Each click moves on: none → ascending → descending → none. */
export function nextSort(sort: SortDirection): SortDirection {
  if (sort === null) return 'asc';
  return sort === 'asc' ? 'desc' : null;
}

function SortIcon({ sort }: { sort: SortDirection }) {
  if (sort === 'asc') return <IconChevronUp size={14} />;
  if (sort === 'desc') return <IconChevronDown size={14} />;
  return <IconSelector size={14} />;
}

interface SortHeaderProps {
  label: string;
  /** What a screen reader hears on the button, e.g. "Ordenar por stock". */
  buttonLabel: string;
  sort: SortDirection;
  onSortChange: (sort: SortDirection) => void;
  className?: string;
}

/** A table column header that sorts the table. */
export function SortHeader({ label, buttonLabel, sort, onSortChange, className }: SortHeaderProps) {
  return (
    <Table.Th
      className={className}
      aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSortChange(nextSort(sort))}
        aria-label={buttonLabel}
      >
        <span>{label}</span>
        <SortIcon sort={sort} />
      </UnstyledButton>
    </Table.Th>
  );
}
