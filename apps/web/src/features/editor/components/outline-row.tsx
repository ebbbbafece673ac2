import { Menu } from '@mantine/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockCommands } from '../hooks/use-block-commands'
import type { BlockKind } from '../state'
import { PARENT_KIND } from '../tree/children'
import classes from './outline.module.css'

export interface RowData {
  kind: BlockKind
  id: number
  parentId: number
  name: string
}

/** Contents only: open the component picker before (0) or after (1) content `id`. */
export type InsertAt = (id: number, offset: 0 | 1) => void

interface RowProps {
  kind: BlockKind
  id: number
  parentId: number
  name: string
  isSelected: boolean
  commands: BlockCommands
  onInsert?: InsertAt
  /** 'Hidden on: …' when the block is hidden on some devices (decision 040); '' otherwise. */
  hiddenOn?: string
}

/**
 * Where a dragged block lands when dropped on this row, for the drop line (issue 13): a block of
 * the same kind takes the row's place (before it; after it when it came from above in the same
 * parent), a content dropped on a section goes into it.
 */
function dropPlace(
  moved: RowData | undefined,
  row: RowData,
  { index, activeIndex }: { index: number; activeIndex: number },
) {
  if (!moved) return undefined
  if (moved.kind !== row.kind) return PARENT_KIND[moved.kind] === row.kind ? 'inside' : undefined
  return activeIndex >= 0 && activeIndex < index ? 'after' : 'before'
}

/**
 * One block of the outline: drag handle, name (selects), and its actions menu; children below.
 * A page has hundreds of rows (issue #6): a row renders again only when its own props change, and
 * its menu is mounted the first time it is opened.
 */
export const OutlineRow = memo(function OutlineRow({
  children,
  ...props
}: RowProps & { children?: ReactNode }) {
  const { kind, id, parentId, name } = props
  const row: RowData = useMemo(() => ({ kind, id, parentId, name }), [kind, id, parentId, name])
  const sortable = useSortable({ id: `${kind}:${id}`, data: row })
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = sortable
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-kind={kind}
      data-drop={
        sortable.isOver && !isDragging
          ? dropPlace(sortable.active?.data.current as RowData | undefined, row, sortable)
          : undefined
      }
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      <RowHead {...props} handleProps={attributes} handleListeners={listeners} />
      {children}
    </li>
  )
})

/** The row's own line; dnd-kit's attributes and listeners keep their identity between renders. */
const RowHead = memo(function RowHead({
  kind,
  id,
  name,
  isSelected,
  commands,
  onInsert,
  hiddenOn,
  handleProps,
  handleListeners,
}: RowProps & {
  handleProps: ReturnType<typeof useSortable>['attributes']
  handleListeners: ReturnType<typeof useSortable>['listeners']
}) {
  const { t } = useTranslation()
  const [menuMounted, setMenuMounted] = useState(false)
  const trigger = (
    <button
      type="button"
      className={classes.icon}
      aria-label={t('editor.outline.actionsOf', { name })}
      onClick={menuMounted ? undefined : () => setMenuMounted(true)}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  )
  // plain elements styled like Mantine's: hundreds of rows render them (issue #6)
  return (
    <div className={classes.row} data-selected={isSelected || undefined}>
      <button
        type="button"
        className={`${classes.icon} ${classes.handle}`}
        aria-label={t('editor.outline.drag', { name })}
        {...handleProps}
        {...handleListeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className={classes.name}
        onClick={() => commands.select({ kind, id })}
        aria-current={isSelected ? 'true' : undefined}
      >
        {name}
      </button>
      {hiddenOn && (
        <span className={classes.hidden} role="img" aria-label={hiddenOn} title={hiddenOn}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path
              d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5zm4.5 0a2.5 2.5 0 0 0 5 0 2.5 2.5 0 0 0-5 0M2 14 14 2"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
          </svg>
        </span>
      )}
      {menuMounted ? (
        <Menu position="bottom-end" withinPortal defaultOpened>
          <Menu.Target>{trigger}</Menu.Target>
          <Menu.Dropdown>
            {onInsert && (
              <>
                <Menu.Item onClick={() => onInsert(id, 0)}>
                  {t('editor.outline.insertBefore')}
                </Menu.Item>
                <Menu.Item onClick={() => onInsert(id, 1)}>
                  {t('editor.outline.insertAfter')}
                </Menu.Item>
              </>
            )}
            <Menu.Item onClick={() => commands.moveBy(kind, id, -1)}>
              {t('editor.outline.moveUp')}
            </Menu.Item>
            <Menu.Item onClick={() => commands.moveBy(kind, id, 1)}>
              {t('editor.outline.moveDown')}
            </Menu.Item>
            <Menu.Item onClick={() => void commands.duplicate(kind, id)}>
              {t('editor.outline.duplicate')}
            </Menu.Item>
            <Menu.Item color="red" onClick={() => commands.remove(kind, id)}>
              {t('common.delete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ) : (
        trigger
      )}
    </div>
  )
})
