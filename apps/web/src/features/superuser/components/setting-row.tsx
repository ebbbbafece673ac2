import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** One setting of a detail screen: its name and state on the left, what can be done on the right. */
export function SettingRow({
  label,
  state,
  hint,
  children,
}: {
  label: string
  state: string
  /** Why an action is not offered (say, one's own flag). */
  hint?: string | null
  children?: ReactNode
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={2} maw={520}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <Text size="sm">{state}</Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
      <Group gap="xs">{children}</Group>
    </Group>
  )
}
