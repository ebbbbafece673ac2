import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { getErrorMessage } from '../../../api/client'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useDocumentTitle } from '../../../hooks/use-document-title'
import { useUser } from '../../../lib/auth'
import { useAcceptInvitation } from '../api/accept-invitation'
import { useInvitationPreview } from '../api/get-invitation-preview'
import { RoleBadge } from '../components/role-badge'
import { selectOrganization } from '../../../hooks/use-current-organization'

/**
 * /backend/invitations/{token}: the invitation's organisation, role and inviter, signed in or not.
 * A guest signs in or registers and comes back here (`from`); a user accepts, joins and works in
 * the organisation from then on.
 */
export function AcceptInvitationScreen() {
  const { t } = useTranslation()
  const { token = '' } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const client = useQueryClient()
  const { user, status } = useUser()
  const preview = useInvitationPreview(token)
  const accept = useAcceptInvitation(token)
  useDocumentTitle(t('organization.invitation.title'))

  if (preview.isPending || status === 'unknown')
    return <CenteredLoader label={t('common.loading')} />
  if (preview.isError) {
    return (
      <Stack gap="md">
        <ScreenTitle>{t('organization.invitation.title')}</ScreenTitle>
        <Alert color="red">{getErrorMessage(preview.error)}</Alert>
      </Stack>
    )
  }
  const invitation = preview.data
  const back = `?from=${encodeURIComponent(pathname)}`
  return (
    <Stack gap="md">
      <ScreenTitle>{t('organization.invitation.title')}</ScreenTitle>
      <Text>
        {invitation.invited_by
          ? t('organization.invitation.invitedBy', {
              name: invitation.invited_by,
              organization: invitation.organization_title,
            })
          : t('organization.invitation.invited', { organization: invitation.organization_title })}
      </Text>
      <Group gap="xs">
        <Text>{t('organization.invitation.as')}</Text>
        <RoleBadge role={invitation.role} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('organization.invitation.for', { email: invitation.email })}
      </Text>
      {accept.isError && <Alert color="red">{getErrorMessage(accept.error)}</Alert>}
      {user ? (
        <Group>
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: ({ organization_id }) => {
                  selectOrganization(client, organization_id)
                  void navigate('/backend/organization')
                },
              })
            }
          >
            {t('organization.invitation.accept')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button component={Link} to={`/login${back}`}>
            {t('organization.invitation.signIn')}
          </Button>
          <Button component={Link} to={`/register${back}`} variant="light">
            {t('organization.invitation.register')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
