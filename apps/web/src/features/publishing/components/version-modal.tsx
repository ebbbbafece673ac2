import { Box, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { PageVersionSummary, PageWithArticles } from '@sitewerk/contracts'
import { useMemo, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { usePageVersion } from '../api/get-page-version'
import { BLOCK_CHANGES, diffPages } from '../utils/diff-pages'
import { ChangeMarks, DiffOutline } from './diff-outline'

/** Draws a page tree as visitors see it (the editor's preview, composed in by the app). */
export type VersionPreviewComponent = ComponentType<{ page: PageWithArticles }>

export interface VersionModalProps {
  version: PageVersionSummary
  /** 'compare': both outlines with their marks beside the version's preview. */
  mode: 'preview' | 'compare'
  draft: PageWithArticles
  componentTitle: (componentId: number) => string
  Preview: VersionPreviewComponent
  onClose: () => void
}

function Comparison({
  version,
  page,
  draft,
  componentTitle,
}: Pick<VersionModalProps, 'draft' | 'componentTitle'> & {
  version: PageVersionSummary
  page: PageWithArticles
}) {
  const { t } = useTranslation()
  const diff = useMemo(() => diffPages(page, draft), [page, draft])
  const total = BLOCK_CHANGES.reduce((sum, mark) => sum + diff.counts[mark], 0)
  const versionLabel = t('publishing.history.version', { number: version.number })
  return (
    <Stack gap="sm">
      <Group gap="xs" role="status">
        {total === 0 && !diff.isPageChanged && <Text size="sm">{t('publishing.diff.none')}</Text>}
        {BLOCK_CHANGES.filter((mark) => diff.counts[mark] > 0).map((mark) => (
          <Group key={mark} gap={4}>
            <ChangeMarks marks={[mark]} />
            <Text size="sm">{diff.counts[mark]}</Text>
          </Group>
        ))}
        {diff.isPageChanged && <Text size="sm">{t('publishing.diff.pageChanged')}</Text>}
      </Group>
      <SimpleGrid cols={2}>
        <Box component="section" aria-labelledby="diff-version-title">
          <Title order={3} size="h5" id="diff-version-title" mb="xs">
            {versionLabel}
          </Title>
          <DiffOutline
            page={page}
            marks={diff.before}
            componentTitle={componentTitle}
            label={versionLabel}
          />
        </Box>
        <Box component="section" aria-labelledby="diff-draft-title">
          <Title order={3} size="h5" id="diff-draft-title" mb="xs">
            {t('publishing.diff.draft')}
          </Title>
          <DiffOutline
            page={draft}
            marks={diff.after}
            componentTitle={componentTitle}
            label={t('publishing.diff.draft')}
          />
        </Box>
      </SimpleGrid>
    </Stack>
  )
}

/** A version as visitors saw it, alone or compared with the draft block by block. */
export function VersionModal({
  version,
  mode,
  draft,
  componentTitle,
  Preview,
  onClose,
}: VersionModalProps) {
  const { t } = useTranslation()
  const loaded = usePageVersion(version.id)
  const title =
    mode === 'compare'
      ? t('publishing.diff.title', { number: version.number })
      : t('publishing.history.previewTitle', { number: version.number })
  return (
    <Modal opened onClose={onClose} title={title} fullScreen>
      {loaded.isPending && <CenteredLoader label={t('common.loading')} />}
      {loaded.isError && (
        <QueryError
          title={t('publishing.history.loadFailed')}
          error={loaded.error}
          onRetry={() => void loaded.refetch()}
        />
      )}
      {loaded.data && (
        <Group align="stretch" wrap="nowrap" h="calc(100dvh - 100px)">
          {mode === 'compare' && (
            <ScrollArea w="40%" miw={320}>
              <Comparison
                version={version}
                page={loaded.data.page}
                draft={draft}
                componentTitle={componentTitle}
              />
            </ScrollArea>
          )}
          <Box
            component="section"
            aria-label={t('publishing.history.previewOf', { number: version.number })}
            style={{ flex: 1, minWidth: 0 }}
          >
            <Preview page={loaded.data.page} />
          </Box>
        </Group>
      )}
    </Modal>
  )
}
