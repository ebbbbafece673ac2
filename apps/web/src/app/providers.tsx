import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../i18n/i18n'
import { ChromeProvider } from './components/chrome-provider'
import { LazyNotifications } from './components/lazy-notifications'
import { ModalsSlot } from './components/modals-slot'

interface AppProvidersProps {
  queryClient: QueryClient
  children: ReactNode
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test'
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ChromeProvider env={env}>
          <LazyNotifications />
          <ModalsSlot />
          {children}
        </ChromeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
