import { Button, ScrollArea, Text, UnstyledButton } from '@mantine/core'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import type { PageWithArticles } from '@sitewerk/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockCommands } from '../hooks/use-block-commands'
import type { BlockKind, Selection } from '../state'
import { childIds, PARENT_KIND } from '../tree/children'
import { indexOf } from '../tree/walk'
import { OutlineRow, type RowData } from './outline-row'
import classes from './outline.module.css'

/** A block can be dropped on its own kind (before it) or on a parent (at its end). */
const collision: CollisionDetection = (args) => {
  const kind = (args.active.data.current as RowData).kind
  return closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => {
      const target = (c.data.current as RowData | undefined)?.kind
      return target === kind || target === PARENT_KIND[kind]
    }),
  })
}

const isSelected = (selection: Selection, kind: BlockKind, id: number) =>
  selection.kind === kind && selection.id === id

/**
 * The page's tree of articles, sections and contents (issue #6): select, add at a position,
 * duplicate, delete, and reorder by drag and drop (pointer or keyboard, also into another parent)
 * or with move up/down.
 */
export function OutlinePanel({
  page,
  selection,
  commands,
  componentTitle,
  onAddContent,
}: {
  page: PageWithArticles
  selection: Selection
  commands: BlockCommands
  componentTitle: (componentId: number) => string
  onAddContent: (sectionId: number, index: number) => void
}) {
  const { t } = useTranslation()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const nameOf = (data: unknown) => (data as RowData | undefined)?.name ?? ''
  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active }) => t('editor.dnd.start', { name: nameOf(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('editor.dnd.over', {
              name: nameOf(active.data.current),
              target: nameOf(over.data.current),
            })
          : t('editor.dnd.outside', { name: nameOf(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('editor.dnd.end', {
              name: nameOf(active.data.current),
              target: nameOf(over.data.current),
            })
          : t('editor.dnd.cancel', { name: nameOf(active.data.current) }),
      onDragCancel: ({ active }) => t('editor.dnd.cancel', { name: nameOf(active.data.current) }),
    }),
    [t],
  )

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moved = active.data.current as RowData
    const target = over?.data.current as RowData | undefined
    if (!target || (target.kind === moved.kind && target.id === moved.id)) return
    if (target.kind === moved.kind)
      commands.move(moved.kind, moved.id, target.parentId, indexOf(page, target.kind, target.id))
    else
      commands.move(moved.kind, moved.id, target.id, childIds(page, moved.kind, target.id).length)
  }

  const actionsOf = (kind: BlockKind, id: number) => ({
    onSelect: () => commands.select({ kind, id }),
    onMoveUp: () => commands.moveBy(kind, id, -1),
    onMoveDown: () => commands.moveBy(kind, id, 1),
    onDuplicate: () => void commands.duplicate(kind, id),
    onDelete: () => commands.remove(kind, id),
  })

  return (
    <nav aria-label={t('editor.outline.title')} style={{ height: '100%' }}>
      <ScrollArea h="100%" p="xs">
        <UnstyledButton
          className={classes.row}
          data-selected={selection.kind === 'page' || undefined}
          onClick={() => commands.select({ kind: 'page' })}
          aria-current={selection.kind === 'page' ? 'true' : undefined}
          w="100%"
          p={6}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('editor.outline.page')}
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {page.title}
          </Text>
        </UnstyledButton>
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('editor.dnd.instructions') },
          }}
        >
          <SortableContext
            items={page.articles.map((a) => `article:${a.id}`)}
            strategy={verticalListSortingStrategy}
          >
            <ul className={`${classes.list} ${classes.root}`}>
              {page.articles.map((article, a) => {
                const articleName = article.title || t('editor.outline.article', { n: a + 1 })
                return (
                  <OutlineRow
                    key={article.id}
                    row={{ kind: 'article', id: article.id, parentId: page.id, name: articleName }}
                    isSelected={isSelected(selection, 'article', article.id)}
                    actions={actionsOf('article', article.id)}
                  >
                    <SortableContext
                      items={article.sections.map((s) => `section:${s.id}`)}
                      strategy={verticalListSortingStrategy}
                    >
                      <ul className={classes.list}>
                        {article.sections.map((section, s) => {
                          const sectionName =
                            section.title || t('editor.outline.section', { n: s + 1 })
                          return (
                            <OutlineRow
                              key={section.id}
                              row={{
                                kind: 'section',
                                id: section.id,
                                parentId: article.id,
                                name: sectionName,
                              }}
                              isSelected={isSelected(selection, 'section', section.id)}
                              actions={actionsOf('section', section.id)}
                            >
                              <SortableContext
                                items={section.contents.map((c) => `content:${c.id}`)}
                                strategy={verticalListSortingStrategy}
                              >
                                <ul className={classes.list}>
                                  {section.contents.map((content, c) => (
                                    <OutlineRow
                                      key={content.id}
                                      row={{
                                        kind: 'content',
                                        id: content.id,
                                        parentId: section.id,
                                        name: componentTitle(content.component_id),
                                      }}
                                      isSelected={isSelected(selection, 'content', content.id)}
                                      actions={{
                                        ...actionsOf('content', content.id),
                                        onInsertBefore: () => onAddContent(section.id, c),
                                        onInsertAfter: () => onAddContent(section.id, c + 1),
                                      }}
                                    />
                                  ))}
                                </ul>
                              </SortableContext>
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                className={classes.add}
                                onClick={() => onAddContent(section.id, section.contents.length)}
                                aria-label={t('editor.outline.addContentTo', { name: sectionName })}
                              >
                                + {t('editor.outline.addContent')}
                              </Button>
                            </OutlineRow>
                          )
                        })}
                      </ul>
                    </SortableContext>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      className={classes.add}
                      onClick={() => void commands.addSection(article.id, article.sections.length)}
                      aria-label={t('editor.outline.addSectionTo', { name: articleName })}
                    >
                      + {t('editor.outline.addSection')}
                    </Button>
                  </OutlineRow>
                )
              })}
            </ul>
          </SortableContext>
        </DndContext>
        <Button
          size="compact-sm"
          variant="light"
          mt="xs"
          onClick={() => void commands.addArticle(page.articles.length)}
        >
          + {t('editor.outline.addArticle')}
        </Button>
      </ScrollArea>
    </nav>
  )
}
