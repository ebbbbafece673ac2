import { useTranslation } from 'react-i18next'
import { HeaderSwitcher } from '../../../components/ui/header-switcher'
import { useCurrentSite } from '../hooks/use-current-site'

/** Header menu of the site admin: the organisation's sites; choosing one makes it current. */
export function SiteSwitcher() {
  const { t } = useTranslation()
  const { site, sites, select } = useCurrentSite()
  const title = site?.title ?? t('siteAdmin.switcher.none')
  return (
    <HeaderSwitcher
      variant="light"
      maxWidth={{ base: 140, sm: 240 }}
      current={title}
      label={t('siteAdmin.switcher.label', { current: title })}
      heading={t('siteAdmin.switcher.heading')}
      items={sites}
      currentId={site?.id ?? null}
      onSelect={select}
      links={[
        { to: '/backend/organization/sites', label: t('siteAdmin.switcher.all') },
        { to: '/backend/organization/sites/create', label: t('sites.create.link') },
      ]}
    />
  )
}
