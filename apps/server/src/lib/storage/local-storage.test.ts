import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage.ts'
import { InvalidStorageKeyError } from './storage.ts'

describe('local storage', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sitewerk-storage-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('writes, reads, overwrites and deletes a file under its key', async () => {
    const storage = createLocalStorage(join(dir, 'media'))
    await storage.put('org-1/a.png', Buffer.from('first'), 'image/png')
    expect((await storage.get('org-1/a.png'))?.toString()).toBe('first')
    await storage.put('org-1/a.png', Buffer.from('second'), 'image/png')
    expect(await readFile(join(dir, 'media', 'org-1', 'a.png'), 'utf8')).toBe('second')
    expect(await storage.exists('org-1/a.png')).toBe(true)
    await storage.delete('org-1/a.png')
    expect(await storage.get('org-1/a.png')).toBeNull()
    expect(await storage.exists('org-1/a.png')).toBe(false)
    await expect(storage.delete('org-1/a.png')).resolves.toBeUndefined()
  })

  it('leaves no temporary file behind', async () => {
    const storage = createLocalStorage(dir)
    await storage.put('x/file.bin', Buffer.alloc(1024), 'application/octet-stream')
    expect(await readdir(join(dir, 'x'))).toEqual(['file.bin'])
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
    const storage = createLocalStorage(join(dir, 'root'))
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      InvalidStorageKeyError,
    )
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError)
    expect(await readdir(dir)).toEqual([])
  })
})
