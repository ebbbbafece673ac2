import { MediaIdInput } from '../../features/editor/components/media-id-input'
import { SiteDetailScreen } from '../../features/sites/screens/site-detail-screen'

/** A site's screen, with the media library's picker for its logo, favicon and share image. */
export function SiteDetailRoute() {
  return <SiteDetailScreen MediaField={MediaIdInput} />
}
