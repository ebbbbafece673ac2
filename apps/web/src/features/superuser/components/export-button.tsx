import { Button } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useExportUser } from '../api/export-user'
import { notifyDone, notifyFailed } from '../utils/notify'

/** Downloads everything stored about the person as JSON (GDPR Art. 15/20). */
export function ExportButton({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const exportUser = useExportUser(userId)
  return (
    <Button
      variant="light"
      loading={exportUser.isPending}
      onClick={() =>
        exportUser.mutate(undefined, {
          onSuccess: () => notifyDone(t('superuser.delete.exported')),
          onError: notifyFailed,
        })
      }
    >
      {t('superuser.delete.export')}
    </Button>
  )
}
