import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'

/**
 * The head of a console detail: the way back to its list, the name with its badges, a line
 * about it, and its entries in the audit log.
 */
export function DetailHeader({
  back,
  title,
  badges,
  meta,
  audit,
}: {
  back: { to: string; label: string }
  title: string
  badges: ReactNode
  meta: string
  /** The audit log filtered to this target. */
  audit: string
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={back.to} size="sm">
        ← {back.label}
      </Anchor>
      <Group gap="sm" align="center">
        <ScreenTitle>{title}</ScreenTitle>
        {badges}
      </Group>
      <Group gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {meta}
        </Text>
        <Anchor component={Link} to={audit} size="sm">
          {t('superuser.audit.ofTarget')}
        </Anchor>
      </Group>
    </Stack>
  )
}
