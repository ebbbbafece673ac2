import { Anchor, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Theme } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { DeleteSection } from '../../../components/ui/delete-section'
import { useColorsets } from '../api/colorsets'
import { useFonts } from '../api/fonts'
import { useTheme } from '../../../api/queries/get-themes'
import { useCreateTheme, useDeleteTheme, useUpdateTheme } from '../api/themes'
import { ThemeForm } from '../components/theme-form'
import { useThemePaths } from '../hooks/use-theme-paths'

function DeleteThemeSection({ theme }: { theme: Theme }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const paths = useThemePaths()
  const remove = useDeleteTheme()
  const onConfirm = () =>
    remove.mutate(theme.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('themes.delete.done', { title: theme.title }),
        })
        navigate(paths.themes)
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    })
  return (
    <DeleteSection
      id="theme-danger-title"
      title={t('themes.delete.title')}
      text={t('themes.delete.text')}
      buttonLabel={t('themes.delete.button')}
      confirmText={t('themes.delete.confirm', { title: theme.title })}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}

function EditTheme({ id }: { id: number }) {
  const { t } = useTranslation()
  const theme = useTheme(id)
  const colorsets = useColorsets()
  const fonts = useFonts()
  const update = useUpdateTheme()
  if (theme.isPending || colorsets.isPending || fonts.isPending)
    return <CenteredLoader label={t('common.loading')} />
  if (theme.isError || colorsets.isError || fonts.isError)
    return (
      <QueryError
        title={t('themes.detail.loadFailed')}
        error={theme.error ?? colorsets.error ?? fonts.error}
        onRetry={() => void Promise.all([theme.refetch(), colorsets.refetch(), fonts.refetch()])}
        addressed
      />
    )
  const { data } = theme
  return (
    <>
      <ScreenTitle>{data.title}</ScreenTitle>
      <ThemeForm
        key={JSON.stringify(data)}
        theme={data}
        colorsets={colorsets.data}
        fonts={fonts.data}
        submitLabel={t('common.save')}
        isPending={update.isPending}
        serverError={update.error}
        onSubmit={(body) =>
          update.mutate(
            { id, body },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('themes.detail.saved') }),
            },
          )
        }
      />
      <DeleteThemeSection theme={data} />
    </>
  )
}

function CreateTheme() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const paths = useThemePaths()
  const colorsets = useColorsets()
  const fonts = useFonts()
  const create = useCreateTheme()
  if (colorsets.isPending || fonts.isPending) return <CenteredLoader label={t('common.loading')} />
  if (colorsets.isError || fonts.isError)
    return (
      <QueryError
        title={t('themes.detail.loadFailed')}
        error={colorsets.error ?? fonts.error}
        onRetry={() => void Promise.all([colorsets.refetch(), fonts.refetch()])}
      />
    )
  return (
    <>
      <ScreenTitle>{t('themes.create.title')}</ScreenTitle>
      <ThemeForm
        colorsets={colorsets.data}
        fonts={fonts.data}
        submitLabel={t('themes.create.submit')}
        isPending={create.isPending}
        serverError={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: (created) => {
              notifications.show({ color: 'green', message: t('themes.create.done') })
              navigate(`${paths.themes}/${created.id}`)
            },
          })
        }
      />
    </>
  )
}

/** …/themes/create and …/themes/{id} (numeric, checked by the route). */
export function ThemeScreen() {
  const { t } = useTranslation()
  const paths = useThemePaths()
  const { id } = useParams()
  return (
    <Stack gap="lg">
      {id === undefined ? <CreateTheme /> : <EditTheme key={id} id={Number(id)} />}
      <Anchor component={Link} to={paths.themes} size="sm">
        {t('themes.backToList')}
      </Anchor>
    </Stack>
  )
}
