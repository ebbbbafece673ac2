import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** spec §8 'Wirklich löschen?' before anything is deleted; spec §9 dialog at most 400 px wide. */
export function useConfirmDelete() {
  const { t } = useTranslation()
  return useCallback(
    ({ text, onConfirm }: { text?: string; onConfirm: () => void }) =>
      modals.openConfirmModal({
        title: t('common.confirmDelete'),
        size: CONFIRM_DIALOG_MAX_WIDTH,
        children: text ? <Text size="sm">{text}</Text> : null,
        labels: { confirm: t('common.delete'), cancel: t('common.cancel') },
        confirmProps: { color: 'red.9' },
        onConfirm,
      }),
    [t],
  )
}
