import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue, useLocalStorage } from '@mantine/hooks'
import { modals } from '@mantine/modals'
import type { MediaFile } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { useCreateMediaCategory } from '../api/create-media-category'
import { useMediaCategory } from '../api/get-media-category'
import { useMediaSearch } from '../api/search-media-files'
import { mediaPaths } from '../utils/media-paths'
import { displayName } from '../../../utils/media-file-view'
import { mediaViewPath, type MediaEvent } from '../utils/media-view'
import { CategoryActions } from './category-actions'
import { CategoryTitleForm } from './category-title-form'
import { MediaBreadcrumbs } from './media-breadcrumbs'
import { GridIcon, ListIcon, UploadIcon } from './media-icons'
import { MediaTiles } from './media-tiles'
import { MediaTree } from './media-tree'

const VIEWS = [
  { value: 'tiles', Icon: GridIcon },
  { value: 'list', Icon: ListIcon },
] as const

export interface MediaPoolProps {
  categoryId: number
  onEvent: (event: MediaEvent) => void
  /** Back office: tiles and breadcrumbs are links to the routes of spec §2. */
  asLinks?: boolean
  /** Dialog type select: a file is chosen instead of opened for editing. */
  onChoose?: (file: MediaFile) => void
  /** Choosing toggles files (the dialog's select-many). */
  multiple?: boolean
  selectedFileIds?: readonly number[]
}

/** spec §2/§4 pool mode: browse categories (tiles or list), search, start an upload. */
export function MediaPool({
  categoryId,
  onEvent,
  asLinks = false,
  onChoose,
  multiple,
  selectedFileIds,
}: MediaPoolProps) {
  const { t } = useTranslation()
  const [view, setView] = useLocalStorage<'tiles' | 'list'>({
    key: 'sitewerk.media.view',
    defaultValue: 'tiles',
    getInitialValueInEffect: false,
  })
  const [query, setQuery] = useState('')
  const [debouncedQuery] = useDebouncedValue(query, 250)
  const searching = debouncedQuery.trim() !== ''
  const category = useMediaCategory(categoryId)
  const search = useMediaSearch(debouncedQuery)
  const create = useCreateMediaCategory()
  const rootTitle = t('media.root')

  const categoryHref = asLinks
    ? (id: number) => mediaViewPath({ mode: 'pool', categoryId: id })
    : undefined
  const fileHref = asLinks && !onChoose ? (id: number) => mediaPaths.file(id) : undefined
  const openFile = (file: MediaFile) =>
    onChoose ? onChoose(file) : onEvent({ type: 'edit', fileId: file.id })
  const openCategory = (id: number) => onEvent({ type: 'open', categoryId: id })

  // spec §4: the warning asks whether to add a description, then opens the update view
  const askForAlt = (file: MediaFile) =>
    modals.openConfirmModal({
      title: t('media.missingAlt.title'),
      size: 400,
      children: (
        <Text size="sm">
          {t('media.missingAlt.question', { name: displayName(file, t('media.unnamed')) })}
        </Text>
      ),
      labels: { confirm: t('media.missingAlt.confirm'), cancel: t('common.cancel') },
      onConfirm: () => onEvent({ type: 'edit', fileId: file.id, focusAlt: true }),
    })

  const tileProps = {
    fileHref,
    onOpenCategory: openCategory,
    onOpenFile: openFile,
    onMissingAlt: askForAlt,
    multiple,
    selectedFileIds,
    rootTitle,
  }

  const newCategory = () => {
    const modalId = modals.open({
      title: t('media.category.create'),
      children: (
        <CategoryTitleForm
          submitLabel={t('media.category.createSubmit')}
          onCancel={() => modals.close(modalId)}
          onSubmit={async (title) => {
            const created = await create.mutateAsync({ parentId: categoryId, title })
            modals.close(modalId)
            openCategory(created.id)
          }}
        />
      ),
    })
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        {category.data ? (
          <MediaBreadcrumbs
            category={category.data}
            rootTitle={rootTitle}
            categoryHref={categoryHref}
            onOpenCategory={openCategory}
          />
        ) : (
          <span />
        )}
        <Group gap="xs">
          {category.data && category.data.parent_id !== null && !onChoose && (
            <CategoryActions category={category.data} onDeleted={openCategory} />
          )}
          {asLinks ? (
            <Button variant="default" component={Link} to={mediaPaths.createCategory(categoryId)}>
              {t('media.category.create')}
            </Button>
          ) : (
            <Button variant="default" onClick={newCategory}>
              {t('media.category.create')}
            </Button>
          )}
          <Button
            leftSection={<UploadIcon size={18} />}
            onClick={() => onEvent({ type: 'startUpload' })}
          >
            {t('media.upload.start')}
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          aria-label={t('media.search.label')}
          placeholder={t('media.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <SegmentedControl
          aria-label={t('media.view.label')}
          value={view}
          onChange={(value) => setView(value as 'tiles' | 'list')}
          data={VIEWS.map(({ value, Icon }) => ({
            value,
            label: (
              <Group gap={6} wrap="nowrap">
                <Icon size={16} />
                {t(`media.view.${value}`)}
              </Group>
            ),
          }))}
        />
      </Group>

      {searching ? (
        <Stack gap="sm" aria-live="polite">
          <Text size="sm" c="dimmed">
            {search.data
              ? t('media.search.hits', { count: search.data.length, query: debouncedQuery.trim() })
              : t('common.loading')}
          </Text>
          {search.isError && <QueryError title={t('media.search.failed')} error={search.error} />}
          {search.data && search.data.length > 0 && (
            <MediaTiles category={null} files={search.data} {...tileProps} />
          )}
        </Stack>
      ) : (
        <>
          {category.isPending && <CenteredLoader label={t('common.loading')} />}
          {category.isError && (
            <QueryError
              title={t('media.category.loadFailed')}
              error={category.error}
              onRetry={() => void category.refetch()}
            />
          )}
          {category.data && view === 'tiles' && (
            <>
              <MediaTiles
                category={category.data}
                files={category.data.files}
                categoryHref={categoryHref}
                {...tileProps}
              />
              {category.data.children.length === 0 && category.data.files.length === 0 && (
                <Text c="dimmed" size="sm">
                  {t('media.category.emptyHint')}
                </Text>
              )}
            </>
          )}
          {category.data && view === 'list' && (
            <MediaTree categoryId={categoryId} onOpenFile={openFile} onMissingAlt={askForAlt} />
          )}
        </>
      )}
    </Stack>
  )
}
