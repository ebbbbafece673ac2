import { Table, Text, type TableThProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { SectionCard } from '../../../components/ui/section-card'

export interface Column {
  label: string
  align?: TableThProps['ta']
}

/**
 * A section of a console detail that is one table, named by its title; a line instead while
 * there are no rows. `footer` goes below the table (an action on all rows).
 */
export function TableSection<T>({
  id,
  title,
  empty,
  columns,
  rows,
  minWidth = 560,
  footer,
  children,
}: {
  id: string
  title: string
  empty: string
  columns: Column[]
  rows: T[]
  minWidth?: number
  footer?: ReactNode
  /** One `Table.Tr` per row. */
  children: (row: T) => ReactNode
}) {
  return (
    <SectionCard id={id} title={title}>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={minWidth}>
            <Table verticalSpacing="xs" striped aria-labelledby={id}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label} scope="col" ta={column.align}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows.map(children)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {footer}
        </>
      )}
    </SectionCard>
  )
}
