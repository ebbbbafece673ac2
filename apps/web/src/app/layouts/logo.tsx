import { Group, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** `compact` hides the name on narrow screens, where the header needs the room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation()
  return (
    <UnstyledButton component={Link} to="/backend/user" aria-label={t('layout.home')}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
          <rect width="28" height="28" rx="7" fill="var(--mantine-primary-color-filled)" />
          <path
            d="M8 17.5c1.2 1.4 3 2.2 5.2 2.2 2.6 0 4.3-1.2 4.3-3.1 0-4-9-2.4-9-7 0-1.9 1.7-3.3 4.4-3.3 1.8 0 3.4.6 4.5 1.7"
            fill="none"
            stroke="var(--mantine-primary-color-contrast)"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
        <Text fw={700} size="lg" c="inherit" visibleFrom={compact ? 'sm' : undefined}>
          {t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  )
}
