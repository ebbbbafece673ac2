import { ActionIcon, Group, Menu, UnstyledButton } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockKind } from '../state'
import classes from './outline.module.css'

export interface RowData {
  kind: BlockKind
  id: number
  parentId: number
  name: string
}

export interface RowActions {
  onSelect: () => void
  onMoveUp: () => void
  onMoveDown: () => void
  onDuplicate: () => void
  onDelete: () => void
  /** Contents only: open the component picker before or after this one. */
  onInsertBefore?: () => void
  onInsertAfter?: () => void
}

/** One block of the outline: drag handle, name (selects), and its actions menu; children below. */
export function OutlineRow({
  row,
  isSelected,
  actions,
  children,
}: {
  row: RowData
  isSelected: boolean
  actions: RowActions
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `${row.kind}:${row.id}`,
    data: row,
  })
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-kind={row.kind}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      <Group gap={2} wrap="nowrap" className={classes.row} data-selected={isSelected || undefined}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          aria-label={t('editor.outline.drag', { name: row.name })}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </ActionIcon>
        <UnstyledButton
          className={classes.name}
          onClick={actions.onSelect}
          aria-current={isSelected ? 'true' : undefined}
        >
          {row.name}
        </UnstyledButton>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('editor.outline.actionsOf', { name: row.name })}
            >
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.onInsertBefore && (
              <Menu.Item onClick={actions.onInsertBefore}>
                {t('editor.outline.insertBefore')}
              </Menu.Item>
            )}
            {actions.onInsertAfter && (
              <Menu.Item onClick={actions.onInsertAfter}>
                {t('editor.outline.insertAfter')}
              </Menu.Item>
            )}
            <Menu.Item onClick={actions.onMoveUp}>{t('editor.outline.moveUp')}</Menu.Item>
            <Menu.Item onClick={actions.onMoveDown}>{t('editor.outline.moveDown')}</Menu.Item>
            <Menu.Item onClick={actions.onDuplicate}>{t('editor.outline.duplicate')}</Menu.Item>
            <Menu.Item color="red" onClick={actions.onDelete}>
              {t('common.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {children}
    </li>
  )
}
