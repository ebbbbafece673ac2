import { Code, Group, Stack, Text } from '@mantine/core'
import type { FormField } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

const BASE_VARIABLES = ['form.title', 'entry.number', 'entry.created_at', 'site.title'] as const

/** The Liquid variables a mail text can use, the form's own fields among them. */
export function LiquidVariables({ fields }: { fields: readonly FormField[] }) {
  const { t } = useTranslation()
  const variables = [...BASE_VARIABLES, ...fields.map((field) => `data.${field.name}`)]
  return (
    <Stack gap={6}>
      <Text size="sm">{t('forms.settings.liquid')}</Text>
      <Group gap={6}>
        {variables.map((name) => (
          <Code key={name}>{`{{ ${name} }}`}</Code>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('forms.settings.mailBody')}
      </Text>
    </Stack>
  )
}
