import type { User } from '@sitewerk/contracts'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

export function UserSummary({ user }: { user: User }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text fw={600} size="lg">
            {user.name}
          </Text>
          <Text c="dimmed">{user.email}</Text>
          <Group gap="xs" mt={4}>
            {user.email_verified_at ? (
              <Badge color="green" variant="light">
                {t('user.emailVerified')}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                {t('user.emailUnverified')}
              </Badge>
            )}
            {user.superuser && (
              <Badge color="grape" variant="light">
                {t('user.superuser')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Button component={Link} to="/backend/user/edit" variant="light">
          {t('nav.user.edit')}
        </Button>
      </Group>
    </Paper>
  )
}
