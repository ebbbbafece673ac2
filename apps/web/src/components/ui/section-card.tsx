import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled section of a screen; `danger` marks irreversible actions (red border). */
export function SectionCard({
  id,
  title,
  children,
  danger = false,
}: {
  id: string
  title: string
  children: ReactNode
  danger?: boolean
}) {
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={id}
      style={danger ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={id} c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}
