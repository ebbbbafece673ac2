import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { UpdateNavigationBody, type MenuItem, type SiteNavigation } from '@sitewerk/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { FormAlert } from '../../../components/ui/form-alert'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { fieldErrorsFromApiError, fieldErrorsFromZod } from '../../../utils/form-errors'
import { useNavigation } from '../api/get-navigation'
import { useUpdateNavigation } from '../api/update-navigation'
import { AddEntries } from '../components/add-entries'
import { LiveMenuNote } from '../components/live-menu-note'
import { MenuEditor } from '../components/menu-editor'
import type { MenuPageInfo } from '../menu-model'

export interface NavigationScreenProps {
  siteId: number
  /** The public address of the site, to look at the menu after saving. */
  siteUrl: string
  /** The site's pages (null while they load). */
  pages: readonly MenuPageInfo[] | null
}

/** /puronectar/site/navigation: the site's menu, arranged by the owner (decision 018). */
export function NavigationScreen({ siteId, siteUrl, pages }: NavigationScreenProps) {
  const { t } = useTranslation()
  const menu = useNavigation(siteId)
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle>{t('menu.title')}</ScreenTitle>
      <Text>{t('menu.intro')}</Text>
      {menu.error ? (
        <QueryError
          title={t('menu.loadFailed')}
          error={menu.error}
          onRetry={() => void menu.refetch()}
        />
      ) : !menu.data || !pages ? (
        <CenteredLoader label={t('common.loading')} />
      ) : (
        <MenuForm menu={menu.data} pages={pages.filter((p) => p.url !== '404')} siteUrl={siteUrl} />
      )}
    </Stack>
  )
}

function MenuForm({
  menu,
  pages,
  siteUrl,
}: {
  menu: SiteNavigation
  pages: readonly MenuPageInfo[]
  siteUrl: string
}) {
  const { t } = useTranslation()
  const update = useUpdateNavigation()
  const [items, setItems] = useState<MenuItem[]>(menu.items)
  const [checkErrors, setCheckErrors] = useState({})
  const byId = useMemo(() => new Map(pages.map((p) => [p.id, p])), [pages])
  const errors = { ...fieldErrorsFromApiError(update.error), ...checkErrors }

  function save() {
    const parsed = UpdateNavigationBody.safeParse({ items })
    setCheckErrors(parsed.success ? {} : fieldErrorsFromZod(parsed.error, t))
    if (!parsed.success) return
    update.mutate(
      { siteId: menu.site_id, body: parsed.data },
      {
        onSuccess: (saved) => {
          // The stored menu, without entries of pages deleted meanwhile.
          setItems(saved.items)
          notifications.show({
            color: 'green',
            message:
              saved.publish_status === 'published' ? t('menu.saved') : t('menu.savedNotLive'),
          })
        },
      },
    )
  }

  return (
    <Stack gap="lg">
      {menu.derived && (
        // A standing note, not news: no role="alert" (Mantine's default).
        <Alert color="blue" title={t('menu.derivedTitle')} role="note">
          {t('menu.derived')}
        </Alert>
      )}
      <LiveMenuNote status={menu.publish_status} />
      <SectionCard id="menu-entries" title={t('menu.entries')}>
        <MenuEditor items={items} pages={byId} errors={errors} onChange={setItems} />
      </SectionCard>
      <AddEntries items={items} pages={pages} onChange={setItems} />
      <FormAlert
        message={
          Object.keys(errors).length > 0
            ? t('menu.fixErrors')
            : update.error
              ? getErrorMessage(update.error)
              : null
        }
      />
      <Group>
        <Button onClick={save} loading={update.isPending}>
          {t('menu.save')}
        </Button>
        <Anchor href={siteUrl} target="_blank" rel="noopener">
          {t('menu.view')}
        </Anchor>
      </Group>
    </Stack>
  )
}
