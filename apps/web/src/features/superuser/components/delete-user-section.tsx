import { Button, Group, Text } from '@mantine/core'
import type { SuperuserUserDetail } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { SectionCard } from '../../../components/ui/section-card'
import { useUser } from '../../../lib/auth'
import { useDeleteUser } from '../api/delete-user'
import { useConfirmAction } from '../hooks/use-confirm-action'
import { notifyDone } from '../utils/notify'
import { ExportButton } from './export-button'

/**
 * GDPR: the person's data is exported before they are deleted. The server refuses a deletion
 * without an export of the last hour, of the last owner of a team and of an organisation's only
 * member (409, shown here as it comes: it names the organisations).
 */
export function DeleteUserSection({ user }: { user: SuperuserUserDetail }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const confirm = useConfirmAction()
  const self = useUser().user?.id === user.id
  const remove = useDeleteUser(user.id)
  const askDelete = () =>
    confirm({
      title: t('superuser.delete.confirmTitle'),
      text: t('superuser.delete.confirmText', { name: user.name, email: user.email }),
      confirm: t('superuser.delete.confirm'),
      extra: <ExportButton userId={user.id} />,
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifyDone(t('superuser.delete.deleted', { name: user.name }))
            void navigate('/superuser/users')
          },
        }),
    })

  return (
    <SectionCard id="user-delete-title" title={t('superuser.delete.title')} danger>
      <FormAlert message={remove.error ? getErrorMessage(remove.error) : null} />
      <Text size="sm" maw={640}>
        {t('superuser.delete.text')}
      </Text>
      {self && (
        <Text size="xs" c="dimmed">
          {t('superuser.delete.own')}
        </Text>
      )}
      <Group gap="xs">
        <ExportButton userId={user.id} />
        <Button
          variant="outline"
          color="red.9"
          disabled={self}
          loading={remove.isPending}
          onClick={askDelete}
        >
          {t('superuser.delete.button')}
        </Button>
      </Group>
    </SectionCard>
  )
}
