import { modals } from '@mantine/modals'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'

/** Leaving the editor with unsaved changes asks first (in the app and when closing the tab). */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    modals.openConfirmModal({
      title: t('editor.leave.title'),
      children: t('editor.leave.text'),
      labels: { confirm: t('editor.leave.confirm'), cancel: t('editor.leave.stay') },
      confirmProps: { color: 'red' },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    })
  }, [blocker, t])
  useEffect(() => {
    if (!hasUnsavedChanges) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [hasUnsavedChanges])
}
