import { Anchor, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenTitle } from '../../components/ui/screen-title'
import { CreatePageForm } from '../../features/pages/components/create-page-form'
import { useCurrentSiteValue } from '../../features/sites/components/current-site'

/** /puronectar/createpage: a new page of the current site. */
export function CreatePageRoute() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const navigate = useNavigate()
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('pages.create.title')}</ScreenTitle>
      <Text c="dimmed">{t('pages.create.intro', { site: site.title })}</Text>
      <Paper withBorder p="lg" radius="md">
        <CreatePageForm
          siteId={site.id}
          onCancel={() => void navigate('/puronectar/site')}
          onCreated={(page) => {
            const address = new URL(page.url, site.url.endsWith('/') ? site.url : `${site.url}/`)
            notifications.show({
              color: 'green',
              message: (
                <>
                  {t('pages.create.done', { title: page.title })}{' '}
                  <Anchor href={address.href} target="_blank" rel="noopener">
                    {t('pages.create.view')}
                  </Anchor>
                </>
              ),
            })
            void navigate('/puronectar/site')
          }}
        />
      </Paper>
    </Stack>
  )
}
