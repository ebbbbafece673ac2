import { ApiKeyField } from '../../features/captcha/components/api-key-field'
import { MediaIdInput } from '../../features/editor/components/media-id-input'
import { GeneralScreen } from '../../features/organization-settings/screens/general-screen'
import { OrganizationSettingsScreen } from '../../features/organization-settings/screens/organization-settings-screen'
import { useOrganizationRole } from '../../features/organizations/hooks/use-organization-role'

/**
 * spec §2 /backend/organization/settings: admins change the title, logo and icon, owners the
 * location and addresses (billing; decision 031); everyone else reads them.
 */
export function OrganizationSettingsRoute() {
  const { isAdmin, isOwner } = useOrganizationRole()
  return <OrganizationSettingsScreen canEdit={isOwner} canEditGeneral={isAdmin} />
}

/** The settings' index, with the media library's picker and the captcha feature's API key. */
export function OrganizationGeneralRoute() {
  return <GeneralScreen MediaField={MediaIdInput} ApiKeyField={ApiKeyField} />
}
