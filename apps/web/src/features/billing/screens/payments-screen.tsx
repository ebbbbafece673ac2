import { Stack, Tabs } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { ScreenTitle } from '../../../components/ui/screen-title'

export const PAYMENTS_PATH = '/backend/organization/payments'
const TABS = ['index', 'methods'] as const
type Tab = (typeof TABS)[number]

/** methods/create belongs to the 'methods' tab. */
function tabOf(pathname: string): Tab {
  const segment = pathname.split(`${PAYMENTS_PATH}/`)[1]?.split('/')[0]
  return TABS.find((tab) => tab === segment) ?? 'index'
}

/**
 * spec §2 /backend/organization/payments: its children index (invoices), methods and
 * methods/create as tabs; the open tab's route shows below them.
 */
export function PaymentsScreen() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const open = tabOf(pathname)
  return (
    <Stack gap="lg" maw={1000}>
      <ScreenTitle>{t('billing.payments.title')}</ScreenTitle>
      <Tabs
        value={open}
        onChange={(next) =>
          next && void navigate(next === 'index' ? PAYMENTS_PATH : `${PAYMENTS_PATH}/${next}`)
        }
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`billing.payments.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab} value={tab} pt="lg">
            {tab === open && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}
