import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaFiles } from '../../db/schema/index.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { createS3Storage } from '../../lib/storage/s3-storage.ts'
import { multipart } from '../../test/multipart.ts'
import { makeImage, storedFiles, upload } from '../../test/media.ts'
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts'

let server: S3TestServer
beforeAll(async () => {
  server = await startS3Server(['sitewerk-media'])
})
afterAll(() => server.close())

/** The S3_* settings that make the app store media in the test bucket. */
const s3Env = (options: ReturnType<S3TestServer['options']>) => ({
  S3_ENDPOINT: options.endpoint,
  S3_BUCKET: options.bucket,
  S3_REGION: options.region,
  S3_ACCESS_KEY_ID: options.accessKeyId,
  S3_SECRET_ACCESS_KEY: options.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
})

describe('media on S3 (S3_* set)', () => {
  it('uploads into the bucket, serves the file from it and deletes it there', async () => {
    const options = server.options('sitewerk-media')
    const testApp = await buildTestApp({
      env: s3Env(options),
    })
    const { client, site } = await siteOwner(testApp)
    const content = await makeImage('webp')
    const file = (await upload(client, { filename: 'bild.webp', content })).json()
    // Nothing on local disk: the config chose the S3 driver.
    expect(await storedFiles(testApp)).toEqual([])
    const served = await testApp.app.inject({
      url: file.url,
      headers: { host: `${site.identifier}.localhost` },
    })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(content)).toBe(true)
    expect((await client.delete(`/api/media/${file.id}`)).statusCode).toBe(204)
    const gone = await testApp.app.inject({
      url: file.url,
      headers: { host: `${site.identifier}.localhost` },
    })
    expect(gone.statusCode).toBe(404)
  })

  it('replacing a file removes its old original and variants from the bucket (decision 042)', async () => {
    const options = server.options('sitewerk-media')
    const testApp = await buildTestApp({
      env: s3Env(options),
    })
    const bucket = createS3Storage(options)
    const { client, organization } = await siteOwner(testApp)
    const file = (
      await upload(client, { filename: 'bild.png', content: await makeImage('png') })
    ).json()
    const [row] = await testApp.database.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, file.id))
    client.useOrganization(undefined)
    expect((await client.get(`/media/img/${file.id}/320w1x.webp`)).statusCode).toBe(200)
    const variant = `org-${organization.id}/derived/${file.id}/320w1x.webp`
    expect(await bucket.exists(variant)).toBe(true)
    client.useOrganization(organization.id)
    const form = multipart([
      { name: 'file', filename: 'neu.jpg', content: await makeImage('jpeg', { width: 90 }) },
    ])
    const res = await client.request(
      'POST',
      `/api/media/files/${file.id}/content`,
      form.body,
      form.headers,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: file.id, width: 90, mime_type: 'image/jpeg' })
    expect(await bucket.exists(row!.storageKey)).toBe(false)
    expect(await bucket.exists(variant)).toBe(false)
    expect(await storedFiles(testApp)).toEqual([])
    bucket.close()
  })
})
