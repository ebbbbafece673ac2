import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { mediaFiles } from '../../db/schema/index.ts'

/** What the pipeline needs of a media file row. */
export interface ImageSource {
  id: number
  organizationId: number
  namespace: 'media' | 'font'
  storageKey: string
  mimeType: string
  checksum: string
}

export function createImagesRepository(db: Db) {
  return {
    /**
     * The file an image address names. Not scoped by organisation, because the address carries
     * only the id: the service checks the row's organisation (site or membership) right after.
     */
    findSource: async (id: number): Promise<ImageSource | null> =>
      (
        await db
          .select({
            id: mediaFiles.id,
            organizationId: mediaFiles.organizationId,
            namespace: mediaFiles.namespace,
            storageKey: mediaFiles.storageKey,
            mimeType: mediaFiles.mimeType,
            checksum: mediaFiles.checksum,
          })
          .from(mediaFiles)
          .where(eq(mediaFiles.id, id))
          .limit(1)
      )[0] ?? null,
  }
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>
