import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { Box, Stack, Text } from '@mantine/core'
import type { MenuEntry, MenuItem } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useSortableSensors } from '../../../hooks/use-sortable-sensors'
import type { FormErrors } from '../../../utils/form-errors'
import {
  canIndent,
  changeEntry,
  indentEntry,
  locate,
  moveEntry,
  outdentEntry,
  removeEntry,
  stepEntry,
  type MenuPageInfo,
} from '../menu-model'
import { MenuEntryRow } from './menu-entry-row'

export interface MenuEditorProps {
  items: MenuItem[]
  pages: ReadonlyMap<number, MenuPageInfo>
  errors: FormErrors
  onChange: (items: MenuItem[]) => void
}

/** The name an entry has in the menu: its own label, else its page's title. */
export function entryName(entry: MenuEntry, pages: ReadonlyMap<number, MenuPageInfo>): string {
  if (entry.label) return entry.label
  return entry.kind === 'page' ? (pages.get(entry.page_id)?.title ?? '–') : '–'
}

/** dnd-kit's screen-reader texts in the UI language, naming entries as the menu does. */
function useAnnouncements(items: MenuItem[], pages: ReadonlyMap<number, MenuPageInfo>) {
  const { t } = useTranslation()
  const nameOf = (id: string | number) => {
    const at = locate(items, String(id))
    if (!at) return '–'
    const item = items[at.index]!
    return entryName(at.childIndex === null ? item : item.children[at.childIndex]!, pages)
  }
  const position = (id: string | number | undefined) => {
    const at = id === undefined ? null : locate(items, String(id))
    return at ? (at.childIndex ?? at.index) + 1 : 0
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('menu.drag.picked', { entry: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('menu.drag.over', { entry: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('menu.drag.dropped', {
        entry: nameOf(active.id),
        position: position(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) => t('menu.drag.cancelled', { entry: nameOf(active.id) }),
  }
  return { announcements, screenReaderInstructions: { draggable: t('menu.drag.help') } }
}

/**
 * The menu as sortable rows: top-level entries and each submenu are sorted by drag (pointer or
 * keyboard: space, arrows, space) or with the up and down buttons; the arrow buttons move an entry
 * into the submenu of the entry above it and back out.
 */
export function MenuEditor({ items, pages, errors, onChange }: MenuEditorProps) {
  const { t } = useTranslation()
  const sensors = useSortableSensors()
  const accessibility = useAnnouncements(items, pages)

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (over && active.id !== over.id)
      onChange(moveEntry(items, String(active.id), String(over.id)))
  }

  const rowProps = (entry: MenuEntry, path: string, index: number, count: number) => ({
    entry,
    name: entryName(entry, pages),
    page: entry.kind === 'page' ? pages.get(entry.page_id) : undefined,
    path,
    errors,
    isFirst: index === 0,
    isLast: index === count - 1,
    onChange: (changes: Parameters<typeof changeEntry>[2]) =>
      onChange(changeEntry(items, entry.id, changes)),
    onMove: (step: -1 | 1) => onChange(stepEntry(items, entry.id, step)),
    onRemove: () => onChange(removeEntry(items, entry.id)),
    onIndent: () => onChange(indentEntry(items, entry.id)),
    onOutdent: () => onChange(outdentEntry(items, entry.id)),
  })

  if (items.length === 0) return <Text c="dimmed">{t('menu.empty')}</Text>
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="xs">
          {items.map((item, index) => (
            <MenuEntryRow
              key={item.id}
              {...rowProps(item, `items.${index}`, index, items.length)}
              indentInto={canIndent(items, item.id) ? entryName(items[index - 1]!, pages) : null}
              canOutdent={false}
            >
              {item.children.length > 0 && (
                <Box
                  component="section"
                  aria-label={t('menu.submenu', { entry: entryName(item, pages) })}
                  pl="xl"
                  pt="sm"
                >
                  <SortableContext
                    items={item.children.map((c) => c.id)}
                    strategy={verticalListSortingStrategy}
                  >
                    <Stack gap="xs">
                      {item.children.map((child, childIndex) => (
                        <MenuEntryRow
                          key={child.id}
                          {...rowProps(
                            child,
                            `items.${index}.children.${childIndex}`,
                            childIndex,
                            item.children.length,
                          )}
                          indentInto={null}
                          canOutdent
                        />
                      ))}
                    </Stack>
                  </SortableContext>
                </Box>
              )}
            </MenuEntryRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  )
}
