import { Anchor, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Colorset } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { DeleteSection } from '../../../components/ui/delete-section'
import { SectionCard } from '../../../components/ui/section-card'
import {
  colorsetUsages,
  useColorset,
  useCreateColorset,
  useDeleteColorset,
  useUpdateColorset,
} from '../api/colorsets'
import { ColorsetForm } from '../components/colorset-form'
import { ThemeUsagesAlert } from '../components/theme-usages-alert'
import { useThemePaths } from '../hooks/use-theme-paths'

/** The danger zone: delete after 'Wirklich löschen?'; a set in use names its themes (409). */
function DeleteColorsetSection({ colorset }: { colorset: Colorset }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const paths = useThemePaths()
  const remove = useDeleteColorset()
  const usages = colorsetUsages(remove.error)

  const onConfirm = () =>
    remove.mutate(colorset.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('colorsets.delete.done', { title: colorset.title }),
        })
        navigate(paths.colorsets)
      },
      onError: (error) => {
        if (!colorsetUsages(error))
          notifications.show({ color: 'red', message: getErrorMessage(error) })
      },
    })

  return (
    <DeleteSection
      id="colorset-danger-title"
      title={t('colorsets.delete.title')}
      text={t('colorsets.delete.text')}
      buttonLabel={t('colorsets.delete.button')}
      confirmText={t('colorsets.delete.confirm', { title: colorset.title })}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    >
      {usages && <ThemeUsagesAlert title={t('colorsets.delete.inUse')} usages={usages} />}
    </DeleteSection>
  )
}

function EditColorset({ id }: { id: number }) {
  const { t } = useTranslation()
  const colorset = useColorset(id)
  const update = useUpdateColorset()
  if (colorset.isPending) return <CenteredLoader label={t('common.loading')} />
  if (colorset.isError)
    return (
      <QueryError
        title={t('colorsets.detail.loadFailed')}
        error={colorset.error}
        onRetry={() => void colorset.refetch()}
        addressed
      />
    )
  const { data } = colorset
  return (
    <>
      <ScreenTitle>{data.title}</ScreenTitle>
      <SectionCard id="colorset-settings-title" title={t('colorsets.detail.settings')}>
        <ColorsetForm
          key={JSON.stringify(data)}
          colorset={data}
          submitLabel={t('common.save')}
          isPending={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(
              { id, body },
              {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t('colorsets.detail.saved') }),
              },
            )
          }
        />
      </SectionCard>
      <DeleteColorsetSection colorset={data} />
    </>
  )
}

function CreateColorset() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const paths = useThemePaths()
  const create = useCreateColorset()
  return (
    <>
      <ScreenTitle>{t('colorsets.create.title')}</ScreenTitle>
      <SectionCard id="colorset-settings-title" title={t('colorsets.detail.settings')}>
        <ColorsetForm
          submitLabel={t('colorsets.create.submit')}
          isPending={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                notifications.show({ color: 'green', message: t('colorsets.create.done') })
                navigate(`${paths.colorsets}/${created.id}`)
              },
            })
          }
        />
      </SectionCard>
    </>
  )
}

/** …/colorsets/create and …/colorsets/{id} (numeric, checked by the route). */
export function ColorsetScreen() {
  const { t } = useTranslation()
  const paths = useThemePaths()
  const { id } = useParams()
  return (
    <Stack gap="lg" maw={760}>
      {id === undefined ? <CreateColorset /> : <EditColorset key={id} id={Number(id)} />}
      <Anchor component={Link} to={paths.colorsets} size="sm">
        {t('colorsets.backToList')}
      </Anchor>
    </Stack>
  )
}
