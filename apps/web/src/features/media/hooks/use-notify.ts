import { notifications } from '@mantine/notifications'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

/** A short success or failure note whose close button has a name (axe: button-name). */
export function useNotify() {
  const { t } = useTranslation()
  return useCallback(
    (color: 'green' | 'red', message: string) =>
      notifications.show({ color, message, closeButtonProps: { 'aria-label': t('common.close') } }),
    [t],
  )
}
