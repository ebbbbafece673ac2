import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useCreateOrRequestOrganization } from '../api/create-or-request-organization'
import { OrganizationTitleForm } from '../components/organization-title-form'
import { selectOrganization } from '../../../hooks/use-current-organization'

/** Creates the organisation, or asks the owners of an existing one of that name to let the user in. */
export function CreateOrRequestOrganizationScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const createOrRequest = useCreateOrRequestOrganization()
  const requested = createOrRequest.data?.status === 'requested'

  return (
    <Stack gap="lg">
      <ScreenTitle>{t('organization.createOrRequest.title')}</ScreenTitle>
      {requested ? (
        <>
          <Alert color="green" variant="light" role="status">
            {t('organization.createOrRequest.requested')}
          </Alert>
          <Button component={Link} to="/backend/user">
            {t('common.backToOverview')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('organization.createOrRequest.intro')}</Text>
          <OrganizationTitleForm
            submitLabel={t('organization.createOrRequest.submit')}
            isPending={createOrRequest.isPending}
            serverError={createOrRequest.error}
            onSubmit={(title) =>
              createOrRequest.mutate(
                { title },
                {
                  onSuccess: (result) => {
                    if (result.status !== 'created') return
                    selectOrganization(client, result.organization.id)
                    navigate('/backend/organization')
                  },
                },
              )
            }
          />
          <Anchor component={Link} to="/backend/user" size="sm" ta="center">
            {t('common.backToOverview')}
          </Anchor>
        </>
      )}
    </Stack>
  )
}
