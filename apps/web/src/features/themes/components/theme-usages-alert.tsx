import { Alert, Anchor, List } from '@mantine/core'
import type { ColorsetUsage } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useThemePaths } from '../hooks/use-theme-paths'

function UsageLink({ usage }: { usage: ColorsetUsage }) {
  const { t } = useTranslation()
  const paths = useThemePaths()
  return usage.type === 'theme' ? (
    <Anchor component={Link} to={`${paths.themes}/${usage.id}`} size="sm">
      {usage.title}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/backend/organization/settings/appearance" size="sm">
      {t('colorsets.delete.inUseBackend', { title: usage.title })}
    </Anchor>
  )
}

/**
 * spec §5/§8 is_used: where a colour set or font is still used (themes, the organisation's
 * back-office appearance), each a link to it.
 */
export function ThemeUsagesAlert({ title, usages }: { title: string; usages: ColorsetUsage[] }) {
  return (
    <Alert color="red" title={title} role="alert">
      <List size="sm">
        {usages.map((usage) => (
          <List.Item key={`${usage.type}-${usage.id}`}>
            <UsageLink usage={usage} />
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
