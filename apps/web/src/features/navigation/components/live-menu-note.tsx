import { Alert, Anchor, Text } from '@mantine/core'
import type { SiteNavigation } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Where 'Website veröffentlichen' is: the site's overview. */
const PUBLISH_PATH = '/puronectar/site'

/**
 * Whether visitors see the saved menu (issue 34, item 8): a saved menu is a draft that goes live
 * with the site's next publish (decision 027), so the screen says when visitors still see another.
 */
export function LiveMenuNote({ status }: { status: SiteNavigation['publish_status'] }) {
  const { t } = useTranslation()
  if (status === 'published')
    return (
      <Text size="sm" c="dimmed">
        {t('menu.live.published')}
      </Text>
    )
  return (
    // A standing note, not news: no role="alert" (Mantine's default).
    <Alert color="orange" title={t(`menu.live.${status}Title`)} role="note">
      <Text size="sm">{t(`menu.live.${status}`)}</Text>
      <Anchor component={Link} to={PUBLISH_PATH} size="sm">
        {t('menu.live.toPublish')}
      </Anchor>
    </Alert>
  )
}
