import { randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import { access, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { assertStorageKey, type Storage } from './storage.ts'

/** Files in a directory (default `DATA_DIR/media`): temporary file, fsync, rename, fsync of the folder. */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir)
  const pathOf = (key: string) => {
    const path = resolve(root, assertStorageKey(key))
    // assertStorageKey already refuses '..'; this is the second lock on the same door.
    if (relative(root, path).startsWith('..') || !path.startsWith(root + sep)) {
      throw new Error(`Storage key outside the root: ${key}`)
    }
    return path
  }
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

  return {
    async put(key, body) {
      const path = pathOf(key)
      const dir = dirname(path)
      await mkdir(dir, { recursive: true })
      const temporary = join(dir, `.tmp-${randomBytes(8).toString('hex')}`)
      const file = await open(temporary, 'wx')
      try {
        await file.writeFile(body)
        await file.sync()
      } finally {
        await file.close()
      }
      try {
        await rename(temporary, path)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      const folder = await open(dir, 'r')
      try {
        await folder.sync()
      } finally {
        await folder.close()
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true })
    },
    async check() {
      await mkdir(root, { recursive: true })
      await access(root, constants.W_OK)
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile()
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },
  }
}
