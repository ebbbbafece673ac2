import { Badge, Group, Stack, Text } from '@mantine/core'
import { contrastRatio, parseColor } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'

/** WCAG 2.1 AA for normal text. */
export const AA_RATIO = 4.5

/** The colours of a colour set its contrast check looks at. */
export type ContrastColors = {
  text_color: string
  background_color: string
  highlight_color: string
}

/**
 * Whether a colour set fails its own check below (issue 13, defect 8): text on background or
 * background on highlight under AA. A colour that cannot be read fails nothing here.
 */
export function failsContrast(set: ContrastColors): boolean {
  return [
    [set.text_color, set.background_color],
    [set.background_color, set.highlight_color],
  ].some(([foreground, background]) => {
    const fg = parseColor(foreground!)
    const bg = parseColor(background!)
    return fg !== null && bg !== null && contrastRatio(fg, bg) < AA_RATIO
  })
}

/** One pair of colours: its contrast ratio and whether it passes AA; nothing while one is invalid. */
function ContrastRow({
  label,
  foreground,
  background,
}: {
  label: string
  foreground: string
  background: string
}) {
  const { t } = useTranslation()
  const fg = parseColor(foreground)
  const bg = parseColor(background)
  const ratio = fg && bg ? contrastRatio(fg, bg) : null
  const passes = ratio !== null && ratio >= AA_RATIO
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Text
          size="sm"
          px="xs"
          fw={600}
          aria-hidden
          style={{
            color: fg?.toCss(),
            background: bg?.toCss(),
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 4,
          }}
        >
          Aa
        </Text>
        <Text size="sm">{label}</Text>
      </Group>
      {ratio === null ? (
        <Text size="sm" c="dimmed">
          {t('colorsets.contrast.unknown')}
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace">
            {t('colorsets.contrast.ratio', { ratio: ratio.toFixed(2) })}
          </Text>
          <Badge color={passes ? 'green' : 'red'} variant="light">
            {passes ? t('colorsets.contrast.pass') : t('colorsets.contrast.fail')}
          </Badge>
        </Group>
      )}
    </Group>
  )
}

/** The live WCAG AA check of a colour set: text on background, background on highlight. */
export function ContrastCheck({
  text,
  background,
  highlight,
}: {
  text: string
  background: string
  highlight: string
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs" role="group" aria-label={t('colorsets.contrast.title')}>
      <Text size="sm" fw={600}>
        {t('colorsets.contrast.title')}
      </Text>
      <ContrastRow
        label={t('colorsets.contrast.textOnBackground')}
        foreground={text}
        background={background}
      />
      <ContrastRow
        label={t('colorsets.contrast.backgroundOnHighlight')}
        foreground={background}
        background={highlight}
      />
    </Stack>
  )
}
