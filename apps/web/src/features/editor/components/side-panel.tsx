import { Alert, Button, CloseButton, Group, ScrollArea, Stack, Text, Title } from '@mantine/core'
import type { Component, PageWithArticles } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { BlockCommands } from '../hooks/use-block-commands'
import type { ClipboardCommands } from '../hooks/use-clipboard'
import type { ReusableCommands } from '../hooks/use-reusable-sections'
import type { EditorStore } from '../hooks/use-editor-store'
import { itemKey, type SaveProblem } from '../hooks/use-save'
import type { Selection } from '../state'
import { findArticle, findContent, findSection } from '../tree/walk'
import { ArticleSettings } from './article-settings'
import { ContentPanel } from './content-panel'
import type { EditorOptions } from './item-fields'
import { PageSettings } from './page-settings'
import { PlaceReusableSection, ReusableSectionBox } from './reusable-section-box'
import type { SearchSite } from './search-settings'
import { SectionSettings } from './section-settings'

/** Why the selected item was not saved: invalid fields, or someone else saved it first. */
function ProblemAlert({
  problem,
  onReload,
}: {
  problem: SaveProblem | undefined
  onReload: () => void
}) {
  const { t } = useTranslation()
  if (!problem) return null
  if (problem.type === 'invalid')
    return (
      <Alert color="red" title={t('editor.save.invalidTitle')}>
        {problem.message}
      </Alert>
    )
  return (
    <Alert color="orange" title={t('editor.save.conflictTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('editor.save.conflictText')}</Text>
        <Group>
          <Button size="xs" color="orange" onClick={onReload}>
            {t('editor.save.reload')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}

/** The side panel of the selected item: its data (content) or its settings (page, article, section). */
export function SidePanel({
  store,
  page,
  selection,
  site,
  options,
  components,
  problems,
  commands,
  reusable,
  clipboard,
  hasUnsaved = false,
  onReload,
}: {
  store: EditorStore
  page: PageWithArticles
  selection: Selection
  /** The page's site, for the search-result preview. */
  site: SearchSite
  options: EditorOptions
  components: ReadonlyMap<number, Component>
  problems: Record<string, SaveProblem>
  commands: BlockCommands
  /** Reusable sections (issue 19); absent: not offered. */
  reusable?: ReusableCommands
  /** Copy and paste of blocks and sections (issue 19); absent: not offered. */
  clipboard?: ClipboardCommands
  /** Unsaved changes: what reloads the page from the server waits for a save. */
  hasUnsaved?: boolean
  onReload: (selection: Selection) => void
}) {
  const { t } = useTranslation()
  const problem =
    problems[itemKey(selection.kind, selection.kind === 'page' ? page.id : selection.id)]
  const errors = problem?.type === 'invalid' ? problem.errors : undefined
  let title = t('editor.outline.page')
  let body = (
    <PageSettings store={store} page={page} site={site} options={options} errors={errors} />
  )
  if (selection.kind === 'article') {
    const article = findArticle(page, selection.id)
    if (!article) return null
    title = t('editor.panel.article')
    body = (
      <>
        <ArticleSettings store={store} article={article} options={options} errors={errors} />
        {reusable && (
          <PlaceReusableSection article={article} reusable={reusable} hasUnsaved={hasUnsaved} />
        )}
      </>
    )
  } else if (selection.kind === 'section') {
    const section = findSection(page, selection.id)
    if (!section) return null
    title = t('editor.panel.section')
    body = (
      <>
        <SectionSettings store={store} section={section} options={options} errors={errors} />
        {reusable && (
          <ReusableSectionBox section={section} reusable={reusable} hasUnsaved={hasUnsaved} />
        )}
      </>
    )
  } else if (selection.kind === 'content') {
    const content = findContent(page, selection.id)
    if (!content) return null
    const component = components.get(content.component_id)
    title = component?.title ?? t('editor.panel.content')
    body = (
      <ContentPanel
        store={store}
        content={content}
        component={component}
        options={options}
        errors={errors}
      />
    )
  }
  return (
    <Stack gap={0} h="100%" component="section" aria-label={title}>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap" className="editor-panel-head">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {clipboard &&
            clipboard.clip &&
            ((selection.kind === 'section' && clipboard.clip.kind === 'content') ||
              (selection.kind === 'article' && clipboard.clip.kind === 'section')) && (
              <Button
                size="compact-xs"
                variant="default"
                disabled={hasUnsaved}
                title={hasUnsaved ? t('editor.reusable.saveFirst') : undefined}
                onClick={() => void clipboard.paste(selection)}
              >
                {t('editor.clipboard.paste')}
              </Button>
            )}
          {clipboard && (selection.kind === 'section' || selection.kind === 'content') && (
            <Button size="compact-xs" variant="default" onClick={() => clipboard.copy(selection)}>
              {t('editor.clipboard.copy')}
            </Button>
          )}
          {selection.kind !== 'page' && (
            <>
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => void commands.duplicate(selection.kind, selection.id)}
              >
                {t('editor.outline.duplicate')}
              </Button>
              <Button
                size="compact-xs"
                variant="default"
                color="red"
                onClick={() => commands.remove(selection.kind, selection.id)}
              >
                {t('common.delete')}
              </Button>
            </>
          )}
          <CloseButton
            aria-label={t('editor.panel.close')}
            onClick={() => store.dispatch({ type: 'panelClosed' })}
          />
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1 }} px="md" pb="md">
        <Stack gap="sm" pt="xs">
          <ProblemAlert problem={problem} onReload={() => onReload(selection)} />
          {body}
        </Stack>
      </ScrollArea>
    </Stack>
  )
}
