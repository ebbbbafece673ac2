import { Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { EmailVerificationBanner } from '../../features/auth/components/email-verification-banner'
import { UserSummary } from '../../features/auth/components/user-summary'
import { OwnJoinRequests } from '../../features/organizations/components/own-join-requests'
import { UserOrganizations } from '../../features/organizations/components/user-organizations'
import { ScreenTitle } from '../../components/ui/screen-title'
import { useUser } from '../../lib/auth'

/** /backend/user: who is signed in, their organisations and open join requests. */
export function UserHomeRoute() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { user } = useUser()
  if (!user) return null // inside RequireAuth
  return (
    <Stack gap="lg" maw={820}>
      <ScreenTitle>{t('user.overview.title')}</ScreenTitle>
      <EmailVerificationBanner user={user} />
      <UserSummary user={user} />
      <UserOrganizations
        organizations={user.organizations}
        onOpen={() => navigate('/backend/organization')}
      />
      <OwnJoinRequests />
    </Stack>
  )
}
