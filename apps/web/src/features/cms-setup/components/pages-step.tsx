import { Checkbox, Group, Stack, Text } from '@mantine/core'
import { PAGE_TEMPLATE_KEYS, type PageTemplateKey } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

/** Step 2 of the cms-setup: which template pages to create; the home page always. */
export function PagesStep({
  value,
  onChange,
  error,
}: {
  value: readonly PageTemplateKey[]
  onChange: (templates: PageTemplateKey[]) => void
  error?: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <Checkbox.Group
      value={[...value]}
      onChange={(next) =>
        onChange(PAGE_TEMPLATE_KEYS.filter((key) => key === 'home' || next.includes(key)))
      }
      label={t('cmsSetup.pages.label')}
      description={t('cmsSetup.pages.description')}
      error={error}
    >
      <Stack gap="sm" mt="md">
        {PAGE_TEMPLATE_KEYS.map((key) => (
          <Checkbox.Card
            key={key}
            value={key}
            radius="md"
            p="md"
            disabled={key === 'home'}
            aria-describedby={`cms-setup-template-${key}`}
          >
            <Group wrap="nowrap" align="flex-start">
              <Checkbox.Indicator disabled={key === 'home'} />
              <div>
                <Text fw={600}>{t(`cmsSetup.templates.${key}.title`)}</Text>
                <Text size="sm" c="dimmed" id={`cms-setup-template-${key}`}>
                  {t(`cmsSetup.templates.${key}.description`)}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </Stack>
    </Checkbox.Group>
  )
}
