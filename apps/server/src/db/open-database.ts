import { join, resolve } from 'node:path'
import type { Config } from '../config.ts'
import { connectPostgres, openPglite, type Database } from './client.ts'
import { lockDataDir } from './data-dir-lock.ts'

/** Opens the configured database, applies migrations, and returns it with its closer. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await connectPostgres(config.DATABASE_URL)
    await database.migrate()
    return database
  }
  const dataDir = resolve(config.DATA_DIR)
  const unlock = lockDataDir(dataDir)
  try {
    const database = await openPglite(join(dataDir, 'pg'))
    await database.migrate()
    const close = database.close
    return {
      ...database,
      close: async () => {
        await close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
