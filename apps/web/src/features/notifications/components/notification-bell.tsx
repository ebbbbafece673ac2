import { fromDbDateTime, type Notification } from '@sitewerk/contracts'
import { ActionIcon, Box, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useMarkNotificationsRead, useNotifications } from '../api/notifications'
import { relativeTime } from '../../../utils/relative-time'
import { pagePath } from '../../../utils/build-page-tree'

/**
 * Where a notification leads: the entry in the form's data view, or the form itself; a failed
 * scheduled publish to the site, where its schedule waits with the reason; a page that went out
 * without some blocks to its editor.
 */
const targetOf = (notification: Notification) => {
  if (notification.kind === 'publish-failed') return '/puronectar/site'
  if (notification.kind === 'page-lost-blocks')
    return `${pagePath(notification.data.page_url)}?siteId=${notification.data.site_id}`
  const { data } = notification
  return data.entry_id === null
    ? `/puronectar/forms/${data.form_id}`
    : `/puronectar/forms/${data.form_id}/data?entry=${data.entry_id}`
}

/** What the bell says of a notification. */
function textOf(notification: Notification, t: TFunction) {
  if (notification.kind === 'page-lost-blocks')
    return t('notifications.pageLostBlocks', {
      count: notification.data.blocks.length,
      page: pagePath(notification.data.page_url),
    })
  if (notification.kind === 'publish-failed')
    return t('notifications.publishFailed', {
      title: notification.data.title,
      error: notification.data.error,
    })
  const { data } = notification
  return data.entry_number === null
    ? t('notifications.formEntry', { form: data.form_title })
    : t('notifications.formEntryNumber', { number: data.entry_number, form: data.form_title })
}

/**
 * Tabler's bell, drawn inline: the header is on every screen and must not wait for (or, in tests,
 * outlive) the icon set's asynchronous loading.
 */
function BellIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth={2}
        d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6M9 17v1a3 3 0 0 0 6 0v-1"
      />
    </svg>
  )
}

/** The header's bell: the organisation's newest notifications, unread ones counted on it. */
export function NotificationBell({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation()
  const { data } = useNotifications(organizationId)
  const markRead = useMarkNotificationsRead(organizationId)
  const unread = data?.unread ?? 0
  const now = new Date()

  return (
    // The menu's target must be the button itself: its aria-expanded is not allowed on the
    // indicator's plain wrapper.
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      offset={4}
      color="red"
    >
      <Menu position="bottom-end" width={340} withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
            }
          >
            <BellIcon />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('notifications.title')}</Menu.Label>
          {data?.data.length ? (
            data.data.map((notification) => (
              <Menu.Item
                key={notification.id}
                component={Link}
                to={targetOf(notification)}
                onClick={() => !notification.read && markRead.mutate([notification.id])}
                leftSection={
                  <Box
                    w={8}
                    h={8}
                    bg={notification.read ? 'transparent' : 'red'}
                    style={{ borderRadius: '50%' }}
                  />
                }
              >
                <Text size="sm" fw={notification.read ? 400 : 600}>
                  {textOf(notification, t)}
                  {!notification.read && (
                    <VisuallyHidden component="span">{` (${t('notifications.unread')})`}</VisuallyHidden>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {relativeTime(fromDbDateTime(notification.created_at), now, i18n.language)}
                </Text>
              </Menu.Item>
            ))
          ) : (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('notifications.empty')}
            </Text>
          )}
          {unread > 0 && (
            <>
              <Menu.Divider />
              <Menu.Item
                closeMenuOnClick={false}
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                <Text size="sm" c="blue" ta="center">
                  {t('notifications.markAllRead')}
                </Text>
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  )
}
