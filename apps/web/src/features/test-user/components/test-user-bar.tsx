import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useUser } from '../../../lib/auth'
import { useEndTestUser } from '../api/end-test-user'
import classes from './test-user-banner.module.css'

/** The test user's banner itself (test-user-banner.tsx loads it only while a test user is on). */
export function TestUserBar({ personId }: { personId: number }) {
  const { t } = useTranslation()
  const { user } = useUser()
  const end = useEndTestUser()
  const bar = useReservedHeight()
  const person = user?.id === personId ? user : null
  return (
    <section ref={bar} className={classes.banner} aria-label={t('testUser.banner.label')}>
      <Group justify="center" gap="md" wrap="wrap">
        <Text size="sm" fw={600}>
          {person
            ? t('testUser.banner.text', { name: person.name, email: person.email })
            : t('testUser.banner.unknown')}
        </Text>
        <Button
          size="compact-sm"
          color="dark"
          loading={end.isPending}
          onClick={() =>
            end.mutate(undefined, {
              onError: (error) =>
                notifications.show({ color: 'red', message: getErrorMessage(error) }),
            })
          }
        >
          {t('testUser.banner.end')}
        </Button>
      </Group>
    </section>
  )
}

/** Keeps the page's bottom free for the banner, however many lines it wraps to. */
function useReservedHeight() {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const root = document.documentElement
    const element = ref.current
    if (!element) return
    const reserve = () =>
      root.style.setProperty('--sw-test-user-banner', `${element.offsetHeight}px`)
    reserve()
    root.setAttribute('data-test-user', '')
    const observer = new ResizeObserver(reserve)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeAttribute('data-test-user')
      root.style.removeProperty('--sw-test-user-banner')
    }
  }, [])
  return ref
}
