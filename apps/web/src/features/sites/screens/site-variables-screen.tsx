import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useCurrentSiteValue } from '../../../hooks/use-current-site-value'
import { SiteVariablesForm } from '../components/site-variables-form'
import { VariablesSchemaSection } from '../components/variables-schema-section'

/** /puronectar/site/variables: the values of the site's variables, then their schema. */
export function SiteVariablesScreen() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  // a new schema (saved below) starts the form again from the stored values
  const schemaKey = `${site.id}:${JSON.stringify(site.variables_schema)}`
  return (
    <Stack gap="lg" maw={860}>
      <ScreenTitle>{t('variables.title')}</ScreenTitle>
      <Text size="sm">{t('variables.intro')}</Text>
      <SectionCard id="variables-values-title" title={t('variables.valuesTitle')}>
        <SiteVariablesForm key={schemaKey} site={site} />
      </SectionCard>
      <VariablesSchemaSection key={site.id} site={site} />
    </Stack>
  )
}
