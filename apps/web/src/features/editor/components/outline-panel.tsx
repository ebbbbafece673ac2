import { Button, ScrollArea, Text, UnstyledButton } from '@mantine/core'
import { useSortableSensors } from '../../../hooks/use-sortable-sensors'
import {
  closestCenter,
  DndContext,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import type { Article, PageWithArticles, Section } from '@sitewerk/contracts'
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { BlockCommands } from '../hooks/use-block-commands'
import type { BlockKind, Selection } from '../state'
import { childIds, PARENT_KIND } from '../tree/children'
import { indexOf, parentOf } from '../tree/walk'
import { hiddenOnLabel } from './device-fields'
import { OutlineRow, type InsertAt, type RowData } from './outline-row'
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

/**
 * Options keep their identity: new ones would give every row's useSortable a new context and
 * render all rows again on every keystroke (issue #6).
 */
const isSelected = (selection: Selection, kind: BlockKind, id: number) =>
  selection.kind === kind && selection.id === id

/**
 * The sortable ids of a list of blocks, the same array while the ids stay the same: an edit inside
 * a block copies its list, and a new array would render every row of that list again (issue #6).
 */
function useSortableIds(kind: BlockKind, blocks: { id: number }[]) {
  const joined = blocks.map((block) => block.id).join(',')
  return useMemo(
    () => (joined === '' ? [] : joined.split(',').map((id) => `${kind}:${id}`)),
    [kind, joined],
  )
}

interface ItemProps {
  index: number
  selection: Selection
  commands: BlockCommands
  componentTitle: (componentId: number) => string
  onInsert: InsertAt
  onAddContent: (sectionId: number, index: number) => void
}

/** An article and its sections; renders again only when it or the selection changes. */
const ArticleItem = memo(function ArticleItem({
  article,
  pageId,
  index,
  ...props
}: ItemProps & { article: Article; pageId: number }) {
  const { t } = useTranslation()
  const { selection, commands } = props
  const name = article.title || t('editor.outline.article', { n: index + 1 })
  const sectionIds = useSortableIds('section', article.sections)
  return (
    <OutlineRow
      kind="article"
      id={article.id}
      parentId={pageId}
      name={name}
      hiddenOn={hiddenOnLabel(t, article.hidden_on)}
      isSelected={isSelected(selection, 'article', article.id)}
      commands={commands}
    >
      <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
        <ul className={classes.list}>
          {article.sections.map((section, s) => (
            <SectionItem
              key={section.id}
              {...props}
              section={section}
              articleId={article.id}
              index={s}
            />
          ))}
        </ul>
      </SortableContext>
      <Button
        size="compact-xs"
        variant="subtle"
        className={classes.add}
        onClick={() => void commands.addSection(article.id, article.sections.length)}
        aria-label={t('editor.outline.addSectionTo', { name })}
      >
        + {t('editor.outline.addSection')}
      </Button>
    </OutlineRow>
  )
})

/** A section and its contents; a content row renders again only when its own props change. */
const SectionItem = memo(function SectionItem({
  section,
  articleId,
  index,
  selection,
  commands,
  componentTitle,
  onInsert,
  onAddContent,
}: ItemProps & { section: Section; articleId: number }) {
  const { t } = useTranslation()
  const name = section.title || t('editor.outline.section', { n: index + 1 })
  const contentIds = useSortableIds('content', section.contents)
  return (
    <OutlineRow
      kind="section"
      id={section.id}
      parentId={articleId}
      name={name}
      hiddenOn={hiddenOnLabel(t, section.hidden_on)}
      isSelected={isSelected(selection, 'section', section.id)}
      commands={commands}
    >
      <SortableContext items={contentIds} strategy={verticalListSortingStrategy}>
        <ul className={classes.list}>
          {section.contents.map((content) => (
            <OutlineRow
              key={content.id}
              kind="content"
              id={content.id}
              parentId={section.id}
              name={componentTitle(content.component_id)}
              hiddenOn={hiddenOnLabel(t, content.hidden_on)}
              isSelected={isSelected(selection, 'content', content.id)}
              commands={commands}
              onInsert={onInsert}
            />
          ))}
        </ul>
      </SortableContext>
      <Button
        size="compact-xs"
        variant="subtle"
        className={classes.add}
        onClick={() => onAddContent(section.id, section.contents.length)}
        aria-label={t('editor.outline.addContentTo', { name })}
      >
        + {t('editor.outline.addContent')}
      </Button>
    </OutlineRow>
  )
})

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
  const sensors = useSortableSensors()
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

  // rows keep one callback for the whole page's life: it reads the newest page when clicked
  const latest = useRef({ page, onAddContent })
  useLayoutEffect(() => {
    latest.current = { page, onAddContent }
  })
  const addContent = useCallback(
    (sectionId: number, index: number) => latest.current.onAddContent(sectionId, index),
    [],
  )
  const onInsert: InsertAt = useCallback((id, offset) => {
    const { page, onAddContent } = latest.current
    const sectionId = parentOf(page, 'content', id)
    if (sectionId !== null) onAddContent(sectionId, indexOf(page, 'content', id) + offset)
  }, [])
  const articleIds = useSortableIds('article', page.articles)

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
          <SortableContext items={articleIds} strategy={verticalListSortingStrategy}>
            <ul className={`${classes.list} ${classes.root}`}>
              {page.articles.map((article, a) => (
                <ArticleItem
                  key={article.id}
                  article={article}
                  index={a}
                  pageId={page.id}
                  selection={selection}
                  commands={commands}
                  componentTitle={componentTitle}
                  onInsert={onInsert}
                  onAddContent={addContent}
                />
              ))}
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
