import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { SiteHeading } from './site-heading'

function Fact({ label, value, to }: { label: string; value: string; to: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Anchor component={Link} to={to} fw={600}>
        {value}
      </Anchor>
    </Paper>
  )
}

/** The head of the site admin's overview: the current site, its address and short facts. */
export function SiteSummary() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const verified = site.domains.filter((domain) => domain.verified_at !== null).length
  return (
    <Stack gap="md">
      <SiteHeading
        site={site}
        action={
          <Anchor component={Link} to={`/backend/organization/sites/${site.id}`} size="sm">
            {t('siteAdmin.overview.settings')}
          </Anchor>
        }
      />
      {site.description && <Text size="sm">{site.description}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} maw={560}>
        <Fact
          label={t('siteAdmin.overview.domains')}
          value={t('siteAdmin.overview.domainsValue', { count: site.domains.length, verified })}
          to="/puronectar/site/domains"
        />
        <Fact
          label={t('siteAdmin.overview.variables')}
          value={t('siteAdmin.overview.variablesValue', { count: site.variables_schema.length })}
          to="/puronectar/site/variables"
        />
      </SimpleGrid>
    </Stack>
  )
}
