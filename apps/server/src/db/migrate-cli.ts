/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config.ts'
import { openDatabase } from './open-database.ts'

const database = await openDatabase(loadConfig())
await database.close()
console.log('Migrations applied.')
