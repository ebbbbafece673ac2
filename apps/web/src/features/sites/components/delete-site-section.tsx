import { notifications } from '@mantine/notifications'
import type { Site } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { DeleteSection } from '../../../components/ui/delete-section'
import { getStoredSiteId, setStoredSiteId } from '../../../lib/site-id-store'
import { useDeleteSite } from '../api/delete-site'

/** The danger zone of a site: deleting it after spec §8's 'Wirklich löschen?'. */
export function DeleteSiteSection({ site }: { site: Site }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const remove = useDeleteSite()

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
    <DeleteSection
      id="site-danger-title"
      title={t('sites.delete.title')}
      text={t('sites.delete.text')}
      buttonLabel={t('sites.delete.button')}
      confirmText={t('sites.delete.confirm', { title: site.title })}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}
