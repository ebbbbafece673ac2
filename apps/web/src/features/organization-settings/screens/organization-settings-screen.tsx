import { Stack, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const SETTINGS_PATH = '/backend/organization/settings'
const TABS = ['index', 'location', 'appearance', 'addresses'] as const
type Tab = (typeof TABS)[number]

/** What every tab of the settings gets from the screen (useOutletContext). */
export interface SettingsContext {
  /** Owners (and superusers) change the settings; members only read them. */
  canEdit: boolean
  /** Title, logo and icon: admins too (decision 031). */
  canEditGeneral: boolean
}

/** The tab of an address: addresses/create and addresses/{id} belong to 'addresses'. */
function tabOf(pathname: string): Tab {
  const segment = pathname.split(`${SETTINGS_PATH}/`)[1]?.split('/')[0]
  return TABS.find((tab) => tab === segment) ?? 'index'
}

/**
 * spec §2 /backend/organization/settings (named backend-organization-settings): its children
 * index, location, appearance and addresses as tabs; the open tab's route shows below them.
 */
export function OrganizationSettingsScreen({ canEdit, canEditGeneral }: SettingsContext) {
  const { t } = useTranslation()
  const { pathname, search, state } = useLocation()
  const navigate = useNavigate()
  const open = tabOf(pathname)
  // forward=true and the `from` state travel along, so a save on any tab returns to where the person came from
  const keep = new URLSearchParams(search).get('forward') === 'true' ? '?forward=true' : ''
  return (
    <Stack gap="lg" maw={960}>
      <ScreenTitle>{t('organizationSettings.title')}</ScreenTitle>
      <Tabs
        value={open}
        onChange={(next) =>
          next &&
          void navigate(
            {
              pathname: next === 'index' ? SETTINGS_PATH : `${SETTINGS_PATH}/${next}`,
              search: keep,
            },
            { state },
          )
        }
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`organizationSettings.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {tab === open && (
              <Outlet context={{ canEdit, canEditGeneral } satisfies SettingsContext} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}
