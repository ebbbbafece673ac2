import { useTranslation } from 'react-i18next'
import { useUser } from '../../lib/auth'
import { SideNav } from '../components/side-nav'
import { BackendLayout } from './backend-layout'

/** spec §9 layout 'backend-user': the backend with the user's navigation. */
export function BackendUserLayout() {
  const { t } = useTranslation()
  const { user } = useUser()
  return (
    <BackendLayout
      navLabel={t('nav.user.label')}
      navbar={
        <SideNav
          items={[
            { to: '/backend/user', label: t('nav.user.overview') },
            { to: '/backend/user/edit', label: t('nav.user.edit') },
            { to: '/backend/organizations/create', label: t('organization.create.link') },
            {
              to: '/backend/organizations/create-or-request',
              label: t('organization.createOrRequest.link'),
            },
            ...(user?.superuser
              ? [{ to: '/superuser/users', label: t('nav.superuser.console') }]
              : []),
          ]}
        />
      }
    />
  )
}
