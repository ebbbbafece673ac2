// What every screen but the login brings with its chunk (issue #18: the login loads only what it
// renders; its own part is entry-styles.ts): Mantine's whole stylesheet, the dialogs' host, and
// the icons' source.
import './full-styles'
import { ModalsProvider } from '@mantine/modals'
import { pointIconsAtOwnHost } from '../lib/icons'
import { provideModalsHost } from './components/modals-slot'

/** Called by routes.tsx before such a screen renders. */
export function setUpFullChrome() {
  provideModalsHost(ModalsProvider)
  // decision 019: icon data comes from this host, never from a third party
  pointIconsAtOwnHost(window.location.origin)
}
