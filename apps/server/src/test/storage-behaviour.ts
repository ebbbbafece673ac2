import { describe, expect, it } from 'vitest'
import { InvalidStorageKeyError, type Storage } from '../lib/storage/storage.ts'

export interface StorageUnderTest {
  storage: Storage
  /** Every key or file the driver holds, temporary ones included: nothing may hide. */
  listAll(): Promise<string[]>
}

/** One set of behaviour tests run against every storage driver (local folder, S3). */
export function describeStorageBehaviour(name: string, setup: () => Promise<StorageUnderTest>) {
  describe(`${name} storage`, () => {
    it('writes, reads, overwrites and deletes a file under its key', async () => {
      const { storage } = await setup()
      await storage.put('org-1/a.png', Buffer.from('first'), 'image/png')
      expect((await storage.get('org-1/a.png'))?.toString()).toBe('first')
      await storage.put('org-1/a.png', Buffer.from('second'), 'image/png')
      expect((await storage.get('org-1/a.png'))?.toString()).toBe('second')
      expect(await storage.exists('org-1/a.png')).toBe(true)
      await storage.delete('org-1/a.png')
      expect(await storage.get('org-1/a.png')).toBeNull()
      expect(await storage.exists('org-1/a.png')).toBe(false)
      await expect(storage.delete('org-1/a.png')).resolves.toBeUndefined()
    })

    it('says it is reachable and writable (readiness)', async () => {
      const { storage } = await setup()
      await expect(storage.check()).resolves.toBeUndefined()
    })

    it('keeps binary bytes exactly', async () => {
      const { storage } = await setup()
      const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256))
      await storage.put('org-1/media/bytes.bin', bytes, 'application/octet-stream')
      expect((await storage.get('org-1/media/bytes.bin'))?.equals(bytes)).toBe(true)
    })

    it('leaves no temporary file behind', async () => {
      const { storage, listAll } = await setup()
      await storage.put('x/file.bin', Buffer.alloc(1024), 'application/octet-stream')
      expect(await listAll()).toEqual(['x/file.bin'])
    })

    it('deletes everything under a prefix and nothing beside it', async () => {
      const { storage, listAll } = await setup()
      await storage.put('org-1/derived/5/320w1x.webp', Buffer.from('a'), 'image/webp')
      await storage.put('org-1/derived/5/640w1x.webp', Buffer.from('b'), 'image/webp')
      await storage.put('org-1/derived/50/320w1x.webp', Buffer.from('c'), 'image/webp')
      await storage.put('org-1/media/5.png', Buffer.from('d'), 'image/png')
      await storage.deletePrefix('org-1/derived/5')
      expect((await listAll()).sort()).toEqual([
        'org-1/derived/50/320w1x.webp',
        'org-1/media/5.png',
      ])
      await expect(storage.deletePrefix('org-1/derived/7')).resolves.toBeUndefined()
    })

    it.each([
      '../x.png',
      'a/../../x.png',
      '/etc/passwd',
      'a//b',
      'A.png',
      'a/./b',
      '',
      'a\\b',
      'a/..',
    ])('refuses the key %j and writes nothing', async (key) => {
      const { storage, listAll } = await setup()
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        InvalidStorageKeyError,
      )
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError)
      await expect(storage.deletePrefix(key)).rejects.toThrow(InvalidStorageKeyError)
      expect(await listAll()).toEqual([])
    })
  })
}
