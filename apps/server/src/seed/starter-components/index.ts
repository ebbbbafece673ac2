import { fileURLToPath } from 'node:url'
import { loadStarterFolders } from './load-starter-folders.ts'
import type { StarterComponent } from './types.ts'

export type { StarterComponent } from './types.ts'

/**
 * The folders beside this file, one a component (decision 059). The compiled server finds its copy
 * beside its mirror of this file: scripts/build-server.mjs copies them to apps/server/dist.
 */
export const STARTER_DIRECTORY = fileURLToPath(new URL('.', import.meta.url))

/** Read once, when the server starts: a broken folder stops the start, naming the folder. */
export const STARTER_FOLDERS = loadStarterFolders(STARTER_DIRECTORY)

/** The starter library: platform components every organisation can use. */
export const STARTER_COMPONENTS: readonly StarterComponent[] = STARTER_FOLDERS.map(
  (folder) => folder.component,
)

/** One starter component by key; throws for a key the library does not have. */
export function starterComponent(key: string): StarterComponent {
  const found = STARTER_COMPONENTS.find((starter) => starter.key === key)
  if (!found) throw new Error(`no starter component ${key}`)
  return found
}
