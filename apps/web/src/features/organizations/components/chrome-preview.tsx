import { Box, Group, Stack, Text } from '@mantine/core'
import type { Colorset } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { chromeColorsOf } from '../../../utils/chrome-colors'

/** The default look's colours (theme.ts: indigo, shade 7 under white text). */
const DEFAULT_LOOK = {
  filled: 'var(--mantine-color-indigo-7)',
  onFilled: '#ffffff',
  light: 'var(--mantine-color-indigo-light)',
  lightText: 'var(--mantine-color-indigo-9)',
  anchor: 'var(--mantine-color-indigo-7)',
  border: '1px solid var(--mantine-color-gray-3)',
  surface: { background: '#ffffff', color: '#000000' },
}

function previewColors(colorset: Colorset | null) {
  const colors = chromeColorsOf(colorset)
  if (!colors) return DEFAULT_LOOK
  return {
    filled: colors.filled,
    onFilled: colors.onFilled,
    light: colors.palette[1]!,
    lightText: colors.lightText,
    anchor: colors.anchor,
    border: `3px solid ${colors.filled}`,
    surface: colors.surface ?? DEFAULT_LOOK.surface,
  }
}

/** A small picture of the back office's header, navigation and a button in the chosen set. */
export function ChromePreview({ colorset }: { colorset: Colorset | null }) {
  const { t } = useTranslation()
  const look = previewColors(colorset)
  return (
    <Box
      data-testid="chrome-preview"
      aria-hidden
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Group
        px="sm"
        h={44}
        gap="xs"
        style={{ ...look.surface, borderBottom: look.border }}
        wrap="nowrap"
      >
        <Box w={20} h={20} style={{ background: look.filled, borderRadius: 5 }} />
        <Text fw={700} size="sm" c="inherit">
          {t('app.name')}
        </Text>
      </Group>
      <Group align="stretch" gap={0} wrap="nowrap" mih={120}>
        <Stack gap={4} p="xs" w={130} style={look.surface}>
          <Text
            size="xs"
            fw={600}
            px={8}
            py={4}
            style={{ background: look.light, color: look.lightText, borderRadius: 4 }}
          >
            {t('nav.organization.overview')}
          </Text>
          <Text size="xs" px={8} py={4} c="inherit">
            {t('nav.organization.sites')}
          </Text>
        </Stack>
        <Stack gap="xs" p="sm" align="flex-start">
          <Text size="xs" fw={600} style={{ color: look.anchor }} td="underline">
            {t('organization.appearance.preview.link')}
          </Text>
          <Text
            size="xs"
            fw={600}
            px="sm"
            py={6}
            style={{ background: look.filled, color: look.onFilled, borderRadius: 6 }}
          >
            {t('organization.appearance.preview.button')}
          </Text>
        </Stack>
      </Group>
    </Box>
  )
}
