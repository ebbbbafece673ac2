import { Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Theme } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Swatches } from '../../../components/ui/swatches'
import { THEME_PRESETS, type ThemePresetKey } from '../theme-presets'

/** The organisation's theme to use, or a preset to create one from. */
export type ThemeChoice = { kind: 'theme'; id: number } | { kind: 'preset'; key: ThemePresetKey }

const encode = (choice: ThemeChoice | null) =>
  choice === null ? null : choice.kind === 'theme' ? `theme:${choice.id}` : `preset:${choice.key}`

function decode(value: string): ThemeChoice {
  const [kind, rest] = value.split(':') as [string, string]
  return kind === 'theme'
    ? { kind: 'theme', id: Number(rest) }
    : { kind: 'preset', key: rest as ThemePresetKey }
}

function ChoiceCard({ value, title, colors }: { value: string; title: string; colors: string[] }) {
  return (
    <Radio.Card value={value} radius="md" p="md">
      <Group wrap="nowrap" align="center">
        <Radio.Indicator />
        <Stack gap={6}>
          <Text fw={600}>{title}</Text>
          <Swatches colors={colors} />
        </Stack>
      </Group>
    </Radio.Card>
  )
}

/** A heading over a grid of choice cards. */
function ChoiceSection({
  title,
  choices,
}: {
  title: string
  choices: { value: string; title: string; colors: string[] }[]
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {choices.map((choice) => (
          <ChoiceCard key={choice.value} {...choice} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}

/** Step 1 of the cms-setup: the site's look. */
export function ThemeStep({
  themes,
  value,
  onChange,
  error,
}: {
  themes: readonly Theme[]
  value: ThemeChoice | null
  onChange: (choice: ThemeChoice) => void
  error?: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <Radio.Group
      value={encode(value)}
      onChange={(next) => onChange(decode(next))}
      label={t('cmsSetup.theme.label')}
      description={t('cmsSetup.theme.description')}
      error={error}
    >
      <Stack gap="lg" mt="md">
        {themes.length > 0 && (
          <ChoiceSection
            title={t('cmsSetup.theme.own')}
            choices={themes.map((theme) => ({
              value: `theme:${theme.id}`,
              title: theme.title,
              colors: [theme.highlightColor, theme.secondaryColor, theme.backgroundColor],
            }))}
          />
        )}
        <ChoiceSection
          title={t('cmsSetup.theme.presets')}
          choices={THEME_PRESETS.map((preset) => ({
            value: `preset:${preset.key}`,
            title: t(`cmsSetup.presets.${preset.key}`),
            colors: Object.values(preset.colors),
          }))}
        />
      </Stack>
    </Radio.Group>
  )
}
