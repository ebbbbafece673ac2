import { List } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { PageVersionSummary, RestoreMissing } from '@sitewerk/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** The lines saying what a restore could not bring back; none when it brought back everything. */
function useMissingLines() {
  const { t } = useTranslation()
  return useCallback(
    (missing: RestoreMissing) => [
      ...(missing.components.length > 0
        ? [t('publishing.history.missingComponents', { count: missing.components.length })]
        : []),
      ...(missing.media_files.length > 0
        ? [t('publishing.history.missingMedia', { count: missing.media_files.length })]
        : []),
      ...(missing.layout ? [t('publishing.history.missingLayout')] : []),
    ],
    [t],
  )
}

/** After a restore: that it worked, and what `missing` lists; that stays until closed. */
export function useNotifyRestored() {
  const { t } = useTranslation()
  const missingLines = useMissingLines()
  return useCallback(
    (version: PageVersionSummary, missing: RestoreMissing) => {
      const lines = missingLines(missing)
      notifications.show({
        color: 'green',
        message: t('publishing.history.restored', { number: version.number }),
      })
      if (lines.length > 0)
        notifications.show({
          color: 'orange',
          autoClose: false,
          title: t('publishing.history.missingTitle'),
          message: (
            <List size="sm">
              {lines.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ),
        })
    },
    [t, missingLines],
  )
}
