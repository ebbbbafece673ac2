import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is a single connection: two processes on one DATA_DIR would corrupt it.
 * The lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, 'sitewerk.lock')
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
  } catch {
    const owner = Number(readFileSync(file, 'utf8'))
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Sitewerk process (pid ${owner}). ` +
          'Stop it first, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
      )
    }
    writeFileSync(file, String(process.pid))
  }
  return () => rmSync(file, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The pid of the live process that holds the data folder, or null when it is free. */
export function lockOwner(dataDir: string): number | null {
  try {
    const owner = Number(readFileSync(join(dataDir, 'sitewerk.lock'), 'utf8'))
    return owner && owner !== process.pid && isAlive(owner) ? owner : null
  } catch {
    return null
  }
}
