import { Anchor, Group, Stack } from '@mantine/core'
import type { Site } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { displayAddress } from '../utils/sites-host'

/** A site's title as the screen's heading, its address below, an action on the right. */
export function SiteHeading({ site, action }: { site: Site; action: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <ScreenTitle>{site.title}</ScreenTitle>
        <Anchor href={site.url} target="_blank" rel="noreferrer" size="sm">
          {displayAddress(site.url)}
        </Anchor>
      </Stack>
      {action}
    </Group>
  )
}
