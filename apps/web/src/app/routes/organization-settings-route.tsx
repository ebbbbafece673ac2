import { ApiKeyField } from '../../features/captcha/components/api-key-field'
import { MediaIdInput } from '../../features/editor/components/media-id-input'
import { GeneralScreen } from '../../features/organization-settings/screens/general-screen'
import { OrganizationSettingsScreen } from '../../features/organization-settings/screens/organization-settings-screen'
import { useCurrentOrganization } from '../../features/organizations/hooks/use-current-organization'

/** spec §2 /backend/organization/settings: owners change the settings, members read them. */
export function OrganizationSettingsRoute() {
  const { organization } = useCurrentOrganization()
  return <OrganizationSettingsScreen canEdit={organization?.role === 'owner'} />
}

/** The settings' index, with the media library's picker and the captcha feature's API key. */
export function OrganizationGeneralRoute() {
  return <GeneralScreen MediaField={MediaIdInput} ApiKeyField={ApiKeyField} />
}
