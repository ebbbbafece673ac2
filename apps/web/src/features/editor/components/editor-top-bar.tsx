import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core'
import type { Page } from '@sitewerk/contracts'
import { memo, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { PreviewWidthSwitch, type PreviewWidth } from '../preview/page-preview'

/** The public address of a page of the site: the site's address and the page's path. */
const liveUrl = (siteUrl: string, url: string) => `${siteUrl.replace(/\/$/, '')}/${url}`

type SiteOfPage = { id: number; url: string; pages: readonly Page[] }

/**
 * The other pages of the site, to jump to (keeping `?siteId=`). Memoised with the link below: the
 * top bar renders on every keystroke, these only when the site or page changes.
 */
const PageSwitcher = memo(function PageSwitcher({
  site,
  pageId,
}: {
  site: SiteOfPage
  pageId: number
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const choices = useMemo(
    () => site.pages.map((p) => ({ value: String(p.id), label: `${p.title} (/${p.url})` })),
    [site.pages],
  )
  return (
    <Select
      aria-label={t('editor.toolbar.switchPage')}
      placeholder={t('editor.toolbar.switchPage')}
      size="xs"
      w={200}
      searchable
      allowDeselect={false}
      value={String(pageId)}
      data={choices}
      onChange={(value) => {
        const next = site.pages.find((p) => String(p.id) === value)
        // the leave guard asks first when there are unsaved changes
        if (next && next.id !== pageId) void navigate(`/${next.url}?siteId=${site.id}`)
      }}
    />
  )
})

/** The page as visitors see it, in a new tab. */
const LiveLink = memo(function LiveLink({ site, pageId }: { site: SiteOfPage; pageId: number }) {
  const { t } = useTranslation()
  const current = site.pages.find((p) => p.id === pageId)
  if (!current) return null
  return (
    <Tooltip label={t('editor.toolbar.liveHint')}>
      <Button
        component="a"
        href={liveUrl(site.url, current.url)}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        size="sm"
      >
        {t('editor.toolbar.live')}
      </Button>
    </Tooltip>
  )
})

/**
 * The editor's top bar: page, back to the site, the other pages of the site, the page as visitors
 * see it, undo/redo, preview, width, the shortcuts list, save and the page's publishing.
 */
export function EditorTopBar({
  title,
  siteTitle,
  site,
  pageId,
  onShowShortcuts,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  isPreview,
  onTogglePreview,
  width,
  onWidthChange,
  unsavedCount,
  isSaving,
  onSave,
  publishing,
}: {
  title: string
  siteTitle: string
  /** The site the page belongs to: its pages to switch to and its public address. */
  site: SiteOfPage
  pageId: number
  onShowShortcuts: () => void
  canUndo: boolean
  canRedo: boolean
  onUndo: () => void
  onRedo: () => void
  isPreview: boolean
  onTogglePreview: () => void
  width: PreviewWidth
  onWidthChange: (width: PreviewWidth) => void
  unsavedCount: number
  isSaving: boolean
  onSave: () => void
  /** Status, 'Veröffentlichen' and its menu (issue #15). */
  publishing?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" px="md" h="100%" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Button component={Link} to="/puronectar/site" variant="subtle" size="compact-sm">
          ← {siteTitle}
        </Button>
        <Title
          order={1}
          size="h4"
          style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {title}
        </Title>
        <PageSwitcher site={site} pageId={pageId} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LiveLink site={site} pageId={pageId} />
        <Tooltip label={t('editor.toolbar.undoHint')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onUndo}
            disabled={!canUndo}
            aria-label={t('editor.toolbar.undo')}
          >
            <span aria-hidden="true">↶</span>
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('editor.toolbar.redoHint')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onRedo}
            disabled={!canRedo}
            aria-label={t('editor.toolbar.redo')}
          >
            <span aria-hidden="true">↷</span>
          </ActionIcon>
        </Tooltip>
        <PreviewWidthSwitch value={width} onChange={onWidthChange} />
        <Button
          variant={isPreview ? 'filled' : 'default'}
          size="sm"
          onClick={onTogglePreview}
          aria-pressed={isPreview}
        >
          {t('editor.toolbar.preview')}
        </Button>
        <Tooltip label={t('editor.shortcuts.open')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={onShowShortcuts}
            aria-label={t('editor.shortcuts.open')}
            aria-haspopup="dialog"
          >
            <span aria-hidden="true">?</span>
          </ActionIcon>
        </Tooltip>
        <Button
          size="sm"
          onClick={onSave}
          loading={isSaving}
          disabled={unsavedCount === 0}
          rightSection={
            unsavedCount > 0 ? (
              <Badge size="sm" color="white" c="indigo" circle aria-hidden="true">
                {unsavedCount}
              </Badge>
            ) : undefined
          }
        >
          {t('editor.toolbar.save')}
          {unsavedCount > 0 && (
            <VisuallyHidden>{` (${t('editor.toolbar.unsaved', { count: unsavedCount })})`}</VisuallyHidden>
          )}
        </Button>
        {publishing}
      </Group>
    </Group>
  )
}
