import { Alert, Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core'
import type { CreateThemeBody, PageTemplateKey, Theme } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useSetupStatus } from '../api/get-setup-status'
import { useSetupSite } from '../api/setup-site'
import { PagesStep } from '../components/pages-step'
import { SetupDone } from '../components/setup-done'
import { ThemeStep, type ThemeChoice } from '../components/theme-step'
import { PRESET_SETTINGS, THEME_PRESETS } from '../theme-presets'

export interface CmsSetupScreenProps {
  site: { id: number; title: string }
  /** The organisation's themes; undefined while loading. */
  themes: readonly Theme[] | undefined
  createTheme: (body: CreateThemeBody) => Promise<Theme>
  onOpenEditor: () => void
}

/** spec §2 /puronectar/cms-setup: theme, pages from templates, done. */
export function CmsSetupScreen({ site, themes, createTheme, onOpenEditor }: CmsSetupScreenProps) {
  const { t } = useTranslation()
  const status = useSetupStatus(site.id)
  const setup = useSetupSite(site.id)
  const [step, setStep] = useState(0)
  const [theme, setTheme] = useState<ThemeChoice | null>(null)
  const [templates, setTemplates] = useState<PageTemplateKey[]>(['home', 'about', 'contact'])
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string[]> }>()
  const [pageCount, setPageCount] = useState(0)
  const [busy, setBusy] = useState(false)

  if (status.isPending || themes === undefined)
    return <CenteredLoader label={t('common.loading')} />
  if (status.isError)
    return (
      <QueryError
        title={t('cmsSetup.loadFailed')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    )

  async function themeId(choice: ThemeChoice) {
    if (choice.kind === 'theme') return choice.id
    const preset = THEME_PRESETS.find((p) => p.key === choice.key)!
    const created = await createTheme({
      title: t(`cmsSetup.presets.${choice.key}`),
      ...preset.colors,
      ...PRESET_SETTINGS,
    })
    // a second try must not create the theme again
    setTheme({ kind: 'theme', id: created.id })
    return created.id
  }

  async function finish() {
    if (!theme) return
    setBusy(true)
    setFailure(undefined)
    try {
      const result = await setup.mutateAsync({ theme_id: await themeId(theme), templates })
      setPageCount(result.pages.length)
      setStep(2)
    } catch (error) {
      setFailure({
        message: getErrorMessage(error),
        errors: isApiError(error) ? (error.errors ?? {}) : {},
      })
    } finally {
      setBusy(false)
    }
  }

  const fieldError = (name: string) => failure?.errors[name]?.join(' ')
  const alreadySetUp = !status.data.needs_setup && step < 2
  return (
    <Stack gap="lg" maw={760}>
      <ScreenTitle>{t('cmsSetup.title')}</ScreenTitle>
      <Text c="dimmed">{t('cmsSetup.intro', { site: site.title })}</Text>
      {alreadySetUp ? (
        <Alert color="blue" title={t('cmsSetup.already.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('cmsSetup.already.text')}</Text>
            <Button size="xs" onClick={onOpenEditor}>
              {t('cmsSetup.done.open')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stepper active={step} onStepClick={(next) => next < step && step < 2 && setStep(next)}>
            <Stepper.Step label={t('cmsSetup.steps.theme')}>
              <ThemeStep
                themes={themes}
                value={theme}
                onChange={setTheme}
                error={fieldError('theme_id')}
              />
            </Stepper.Step>
            <Stepper.Step label={t('cmsSetup.steps.pages')}>
              <PagesStep
                value={templates}
                onChange={setTemplates}
                error={fieldError('templates')}
              />
            </Stepper.Step>
            <Stepper.Completed>
              <SetupDone pageCount={pageCount} onOpenEditor={onOpenEditor} />
            </Stepper.Completed>
          </Stepper>
          {failure && (
            <Alert color="red" mt="lg" role="alert">
              {failure.message}
            </Alert>
          )}
          {step < 2 && (
            <Group justify="space-between" mt="xl">
              <Button variant="default" onClick={() => setStep(0)} disabled={step === 0 || busy}>
                {t('cmsSetup.back')}
              </Button>
              {step === 0 ? (
                <Button onClick={() => setStep(1)} disabled={!theme}>
                  {t('cmsSetup.next')}
                </Button>
              ) : (
                <Button onClick={() => void finish()} loading={busy}>
                  {t('cmsSetup.finish')}
                </Button>
              )}
            </Group>
          )}
        </Paper>
      )}
    </Stack>
  )
}
