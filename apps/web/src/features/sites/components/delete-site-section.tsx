import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Site } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { getStoredSiteId, setStoredSiteId } from '../../../lib/site-id-store'
import { useDeleteSite } from '../api/delete-site'

/** The danger zone of a site: deleting it after spec §8's 'Wirklich löschen?'. */
export function DeleteSiteSection({ site }: { site: Site }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteSite()
  const confirmDelete = useConfirmDelete()

  const onConfirm = () =>
    remove.mutate(site.id, {
      onSuccess: () => {
        if (getStoredSiteId() === site.id) setStoredSiteId(null)
        notifications.show({
          color: 'green',
          message: t('sites.delete.done', { title: site.title }),
        })
        navigate('/backend/organization/sites')
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    })

  return (
    <SectionCard id="site-danger-title" title={t('sites.delete.title')} danger>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" maw={480}>
          {t('sites.delete.text')}
        </Text>
        <Button
          color="red"
          variant="outline"
          loading={remove.isPending}
          onClick={() =>
            confirmDelete({ text: t('sites.delete.confirm', { title: site.title }), onConfirm })
          }
        >
          {t('sites.delete.button')}
        </Button>
      </Group>
    </SectionCard>
  )
}
