import { useTranslation } from 'react-i18next'
import { SideNav } from '../components/side-nav'
import { BackendLayout } from './backend-layout'

/** spec §1/§2: the operator's console, the superuser area (decision 032). */
export function SuperuserLayout() {
  const { t } = useTranslation()
  return (
    <BackendLayout
      navLabel={t('nav.superuser.label')}
      navbar={
        <SideNav
          items={[
            { to: '/superuser/users', label: t('nav.superuser.users'), end: false },
            { to: '/superuser/organisations', label: t('nav.superuser.organisations'), end: false },
            { to: '/superuser/services', label: t('nav.superuser.services'), end: false },
            { to: '/superuser/outbox', label: t('nav.superuser.outbox'), end: false },
            { to: '/superuser/audit', label: t('nav.superuser.audit') },
            { to: '/puronectar/testUser', label: t('nav.superuser.testUser') },
          ]}
        />
      }
    />
  )
}
