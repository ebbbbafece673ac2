import { Anchor, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useCreateOrganization } from '../api/create-organization'
import { OrganizationTitleForm } from '../components/organization-title-form'
import { selectOrganization } from '../../../hooks/use-current-organization'

export function CreateOrganizationScreen() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const create = useCreateOrganization()
  return (
    <Stack gap="lg">
      <ScreenTitle>{t('organization.create.title')}</ScreenTitle>
      <Text size="sm">{t('organization.create.intro')}</Text>
      <OrganizationTitleForm
        submitLabel={t('organization.create.submit')}
        isPending={create.isPending}
        serverError={create.error}
        onSubmit={(title) =>
          create.mutate(
            { title },
            {
              onSuccess: (organization) => {
                selectOrganization(client, organization.id)
                navigate('/backend/organization')
              },
            },
          )
        }
      />
      <Anchor component={Link} to="/backend/organizations/create-or-request" size="sm" ta="center">
        {t('organization.create.orJoin')}
      </Anchor>
      <Anchor component={Link} to="/backend/user" size="sm" ta="center">
        {t('common.backToOverview')}
      </Anchor>
    </Stack>
  )
}
