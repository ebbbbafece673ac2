import { Alert, Anchor, List } from '@mantine/core'
import type { ThemeUsage } from '@sitewerk/contracts'
import { Link } from 'react-router'
import { useThemePaths } from '../hooks/use-theme-paths'

/** spec §5/§8 is_used: the themes that still use a colour set or font, each a link to it. */
export function ThemeUsagesAlert({ title, usages }: { title: string; usages: ThemeUsage[] }) {
  const paths = useThemePaths()
  return (
    <Alert color="red" title={title} role="alert">
      <List size="sm">
        {usages.map((usage) => (
          <List.Item key={usage.id}>
            <Anchor component={Link} to={`${paths.themes}/${usage.id}`} size="sm">
              {usage.title}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
