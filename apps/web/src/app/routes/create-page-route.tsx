import { Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ScreenTitle } from '../../components/ui/screen-title'
import { CreatePageForm } from '../../features/pages/components/create-page-form'
import { useCurrentSiteValue } from '../../hooks/use-current-site-value'

/** /puronectar/createpage: a new page of the current site, then its editor (spec §4). */
export function CreatePageRoute() {
  const { t } = useTranslation()
  const site = useCurrentSiteValue()
  const navigate = useNavigate()
  // the editor's 404 screen offers to create the page it did not find
  const [params] = useSearchParams()
  return (
    <Stack gap="lg" maw={640}>
      <ScreenTitle>{t('pages.create.title')}</ScreenTitle>
      <Text c="dimmed">{t('pages.create.intro', { site: site.title })}</Text>
      <Paper withBorder p="lg" radius="md">
        <CreatePageForm
          siteId={site.id}
          initialUrl={params.get('url') ?? undefined}
          onCancel={() => void navigate('/puronectar/site')}
          onCreated={(page) => {
            notifications.show({
              color: 'green',
              message: t('pages.create.done', { title: page.title }),
            })
            // spec §4: after creating, the editor opens the new page
            void navigate(`/${page.url}`)
          }}
        />
      </Paper>
    </Stack>
  )
}
