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
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('cmsSetup.theme.own')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {themes.map((theme) => (
                <ChoiceCard
                  key={theme.id}
                  value={`theme:${theme.id}`}
                  title={theme.title}
                  colors={[theme.highlightColor, theme.secondaryColor, theme.backgroundColor]}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('cmsSetup.theme.presets')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {THEME_PRESETS.map((preset) => (
              <ChoiceCard
                key={preset.key}
                value={`preset:${preset.key}`}
                title={t(`cmsSetup.presets.${preset.key}`)}
                colors={Object.values(preset.colors)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    </Radio.Group>
  )
}
