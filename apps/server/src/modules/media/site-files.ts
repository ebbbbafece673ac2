import type { SiteAssetHandler } from '../public/routes.ts'
import type { MediaService } from './service.ts'
import { parseMediaFilePath, storedFileResponse } from './stored-file-response.ts'

/** Originals on a site host: only files of the site's own organisation, under their own name. */
export function createMediaSiteFiles(media: MediaService): SiteAssetHandler {
  return async ({ path, site, ifNoneMatch }) => {
    const address = parseMediaFilePath(path)
    if (!address) return null
    const file = await media.read(site.organizationId, address.id)
    if (!file || file.row.filename !== address.filename)
      return {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'Not Found',
      }
    return storedFileResponse(file.row, file.body, { ifNoneMatch, scope: 'public' })
  }
}
