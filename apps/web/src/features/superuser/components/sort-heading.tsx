import { Table, UnstyledButton } from '@mantine/core'
import type { SortDirection } from '../utils/list-params'

/** A column heading that sorts the list; `aria-sort` tells which column is sorted how. */
export function SortHeading({
  label,
  direction,
  onSort,
}: {
  label: string
  /** This column's order, null when the list is sorted by another. */
  direction: SortDirection | null
  onSort: () => void
}) {
  return (
    <Table.Th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={onSort} fw={700} fz="sm">
        {label}
        <span aria-hidden="true">
          {direction === 'asc' ? ' ↑' : direction === 'desc' ? ' ↓' : ''}
        </span>
      </UnstyledButton>
    </Table.Th>
  )
}
