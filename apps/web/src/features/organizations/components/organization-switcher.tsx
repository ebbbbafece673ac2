import { useTranslation } from 'react-i18next'
import { HeaderSwitcher } from '../../../components/ui/header-switcher'
import { useUser } from '../../../lib/auth'
import { useCurrentOrganization } from '../../../hooks/use-current-organization'

/** Header menu: the user's organisations; choosing one makes it the current organisation. */
export function OrganizationSwitcher({ onSelected }: { onSelected?: (id: number) => void }) {
  const { t } = useTranslation()
  const { user } = useUser()
  const { organizationId, select } = useCurrentOrganization()
  if (!user) return null
  const current = user.organizations.find((organization) => organization.id === organizationId)
  const title = current?.title ?? t('organization.switcher.none')
  return (
    <HeaderSwitcher
      current={title}
      label={t('organization.switcher.label', { current: title })}
      heading={t('organization.switcher.heading')}
      items={user.organizations}
      currentId={organizationId}
      onSelect={(id) => {
        select(id)
        onSelected?.(id)
      }}
      links={[
        { to: '/backend/organizations/create', label: t('organization.create.link') },
        {
          to: '/backend/organizations/create-or-request',
          label: t('organization.createOrRequest.link'),
        },
      ]}
    />
  )
}
