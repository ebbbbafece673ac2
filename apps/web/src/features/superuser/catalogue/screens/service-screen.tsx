import { Anchor, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CenteredLoader } from '../../../../components/ui/centered-loader'
import { AddressedRecordMissing, QueryError } from '../../../../components/ui/query-error'
import { ScreenTitle } from '../../../../components/ui/screen-title'
import { useCatalogue } from '../api/get-catalogue'
import { useSaveService } from '../api/save-service'
import { ServiceForm } from '../components/service-form'

const CATALOGUE_PATH = '/superuser/services'

function EditService({ id }: { id: number }) {
  const { t } = useTranslation()
  const catalogue = useCatalogue()
  const save = useSaveService()
  if (catalogue.isPending) return <CenteredLoader label={t('common.loading')} />
  if (catalogue.isError)
    return (
      <QueryError
        title={t('catalogue.loadOneFailed')}
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
      />
    )
  const service = catalogue.data.find((s) => s.id === id)
  if (!service) throw new AddressedRecordMissing()
  return (
    <>
      <ScreenTitle>{service.title}</ScreenTitle>
      <ServiceForm
        key={JSON.stringify(service)}
        service={service}
        submitLabel={t('common.save')}
        isPending={save.isPending}
        serverError={save.error}
        onSubmit={(body) =>
          save.mutate(
            { id, body },
            {
              onSuccess: () =>
                notifications.show({ color: 'green', message: t('catalogue.saved') }),
            },
          )
        }
      />
    </>
  )
}

function CreateService() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const save = useSaveService()
  return (
    <>
      <ScreenTitle>{t('catalogue.createTitle')}</ScreenTitle>
      <ServiceForm
        submitLabel={t('catalogue.createSubmit')}
        isPending={save.isPending}
        serverError={save.error}
        onSubmit={(body) =>
          save.mutate(
            { id: null, body },
            {
              onSuccess: (created) => {
                notifications.show({
                  color: 'green',
                  message: t('catalogue.created', { title: created.title }),
                })
                void navigate(CATALOGUE_PATH)
              },
            },
          )
        }
      />
    </>
  )
}

/** /superuser/services/create and /superuser/services/{id} (numeric, checked by the route). */
export function ServiceScreen() {
  const { t } = useTranslation()
  const { id } = useParams()
  return (
    <Stack gap="lg" maw={900}>
      {id === undefined ? <CreateService /> : <EditService key={id} id={Number(id)} />}
      <Anchor component={Link} to={CATALOGUE_PATH} size="sm">
        {t('catalogue.back')}
      </Anchor>
    </Stack>
  )
}
