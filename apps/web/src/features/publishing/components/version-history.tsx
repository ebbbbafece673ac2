import { Badge, Button, Drawer, Group, Paper, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { notifications } from '@mantine/notifications'
import {
  CONFIRM_DIALOG_MAX_WIDTH,
  type PageVersionSummary,
  type RestoreVersionResult,
} from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { usePageVersions } from '../api/get-page-versions'
import { useRestorePageVersion } from '../api/restore-page-version'
import { useNotifyRestored } from '../hooks/use-notify-restored'
import { usePublishTime } from '../hooks/use-publish-time'
import { VersionModal, type VersionModalProps } from './version-modal'

export type VersionHistoryProps = Pick<
  VersionModalProps,
  'draft' | 'componentTitle' | 'Preview'
> & {
  onClose: () => void
  /** The draft now holds the version: the editor loads it again and says what is missing. */
  onRestored: (result: RestoreVersionResult) => void
  hasUnsavedChanges: boolean
}

function VersionItem({
  version,
  onOpen,
  onRestore,
  isRestoring,
}: {
  version: PageVersionSummary
  onOpen: (mode: VersionModalProps['mode']) => void
  onRestore: () => void
  isRestoring: boolean
}) {
  const { t } = useTranslation()
  const { at } = usePublishTime()
  const name = t('publishing.history.version', { number: version.number })
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          {version.current && (
            <Badge color="teal.9" variant="filled">
              {t('publishing.history.live')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {version.created_by
            ? t('publishing.history.byAt', {
                name: version.created_by.name,
                time: at(version.created_at),
              })
            : at(version.created_at)}
        </Text>
        {version.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {version.note}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          <Button size="compact-sm" variant="light" onClick={() => onOpen('preview')}>
            {t('publishing.history.preview')}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => onOpen('compare')}>
            {t('publishing.history.compare')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onRestore} loading={isRestoring}>
            {t('publishing.history.restore')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** 'Versionen': every publish of the page, newest first, to preview, compare and restore. */
export function VersionHistory({
  pageId,
  onClose,
  onRestored,
  hasUnsavedChanges,
  ...view
}: VersionHistoryProps & { pageId: number }) {
  const { t } = useTranslation()
  const versions = usePageVersions(pageId)
  const restore = useRestorePageVersion()
  const notifyRestored = useNotifyRestored()
  const [open, setOpen] = useState<{
    version: PageVersionSummary
    mode: VersionModalProps['mode']
  } | null>(null)

  const confirmRestore = (version: PageVersionSummary) =>
    modals.openConfirmModal({
      title: t('publishing.history.restoreTitle', { number: version.number }),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('publishing.history.restoreText')}</Text>
          {hasUnsavedChanges && (
            <Text size="sm" c="red.8">
              {t('publishing.history.restoreUnsaved')}
            </Text>
          )}
        </Stack>
      ),
      labels: { confirm: t('publishing.history.restore'), cancel: t('common.cancel') },
      onConfirm: () =>
        restore.mutate(version.id, {
          onSuccess: (result) => {
            notifyRestored(version, result.missing)
            onRestored(result)
          },
          onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
        }),
    })

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('publishing.history.title')}
    >
      {versions.isPending && <CenteredLoader label={t('common.loading')} />}
      {versions.isError && (
        <QueryError
          title={t('publishing.history.loadFailed')}
          error={versions.error}
          onRetry={() => void versions.refetch()}
        />
      )}
      {versions.data?.length === 0 && <Text c="dimmed">{t('publishing.history.empty')}</Text>}
      {!!versions.data?.length && (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {versions.data.map((version) => (
            <VersionItem
              key={version.id}
              version={version}
              onOpen={(mode) => setOpen({ version, mode })}
              onRestore={() => confirmRestore(version)}
              isRestoring={restore.isPending && restore.variables === version.id}
            />
          ))}
        </Stack>
      )}
      {open && <VersionModal {...view} {...open} onClose={() => setOpen(null)} />}
    </Drawer>
  )
}
