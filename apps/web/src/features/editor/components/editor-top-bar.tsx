import { ActionIcon, Badge, Button, Group, Title, Tooltip, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PreviewWidthSwitch, type PreviewWidth } from '../preview/page-preview'

/** The editor's top bar: page, back to the site, undo/redo, preview, width and save. */
export function EditorTopBar({
  title,
  siteTitle,
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
}: {
  title: string
  siteTitle: string
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
      </Group>
      <Group gap="xs" wrap="nowrap">
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
      </Group>
    </Group>
  )
}
