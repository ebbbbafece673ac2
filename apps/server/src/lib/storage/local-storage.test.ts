import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { onTestFinished } from 'vitest'
import { describeStorageBehaviour } from '../../test/storage-behaviour.ts'
import { createLocalStorage } from './local-storage.ts'

describeStorageBehaviour('local', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sitewerk-storage-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  const root = join(dir, 'media')
  return {
    storage: createLocalStorage(root),
    // Everything under the test's folder, so a file written beside the root would show too.
    listAll: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  }
})
