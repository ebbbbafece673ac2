import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** Step 3 of the cms-setup: the site is ready; on to its home page in the editor. */
export function SetupDone({
  pageCount,
  onOpenEditor,
}: {
  pageCount: number
  onOpenEditor: () => void
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" color="green" aria-hidden fz={26} fw={700}>
        ✓
      </ThemeIcon>
      <Title order={2} size="h3">
        {t('cmsSetup.done.title')}
      </Title>
      <Text>{t('cmsSetup.done.text', { count: pageCount })}</Text>
      <Button onClick={onOpenEditor}>{t('cmsSetup.done.open')}</Button>
    </Stack>
  )
}
