import { Anchor, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { FeatureLockedNotice } from '../../../components/feature-locked-notice'
import { usePermission } from '../../../hooks/use-permission'
import { SectionCard } from '../../../components/ui/section-card'
import { AddDomainForm } from '../components/add-domain-form'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { DomainCard } from '../components/domain-card'
import { displayAddress } from '../utils/sites-host'

/** /puronectar/site/domains: the current site's own domains. */
export function SiteDomainsScreen() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const canAddDomains = usePermission('custom_domains')
  // the host visitors' DNS records point at: the site's own address, without a port
  const target = URL.canParse(site.url) ? new URL(site.url).hostname : displayAddress(site.url)
  return (
    <Stack gap="lg" maw={860}>
      <ScreenTitle>{t('domains.title')}</ScreenTitle>
      <Text size="sm">
        {t('domains.intro')}{' '}
        <Anchor href={site.url} target="_blank" rel="noreferrer" inherit>
          {displayAddress(site.url)}
        </Anchor>
        . {t('domains.introOwn')}
      </Text>
      {site.domains.length === 0 ? (
        <Text c="dimmed">{t('domains.empty')}</Text>
      ) : (
        <Stack gap="md">
          {site.domains.map((domain) => (
            <DomainCard key={domain.id} domain={domain} target={target} />
          ))}
        </Stack>
      )}
      <SectionCard id="domain-add-title" title={t('domains.add.title')}>
        {canAddDomains ? (
          <AddDomainForm siteId={site.id} />
        ) : (
          <FeatureLockedNotice permission="custom_domains" />
        )}
      </SectionCard>
    </Stack>
  )
}
