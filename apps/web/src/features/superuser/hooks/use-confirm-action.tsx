import { Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import { useCallback, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Asks before an operator's action that hurts someone (disable, demote, suspend, delete): what
 * happens, in a dialog of at most 400 px (spec §9), the confirming button red. An action that
 * cannot be taken back but hurts nobody (an invoice marked paid) asks with `danger: false`.
 */
export function useConfirmAction() {
  const { t } = useTranslation()
  return useCallback(
    ({
      title,
      text,
      confirm,
      extra,
      danger = true,
      onConfirm,
    }: {
      title: string
      text: string
      confirm: string
      /** More than text, such as the export offered before a deletion. */
      extra?: ReactNode
      danger?: boolean
      onConfirm: () => void
    }) =>
      modals.openConfirmModal({
        title,
        size: CONFIRM_DIALOG_MAX_WIDTH,
        children: (
          <Stack gap="sm">
            <Text size="sm">{text}</Text>
            {extra}
          </Stack>
        ),
        labels: { confirm, cancel: t('common.cancel') },
        confirmProps: danger ? { color: 'red.9' } : {},
        onConfirm,
      }),
    [t],
  )
}
