import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import type { Database } from './db/client.ts'
import { openDatabase } from './db/open-database.ts'
import { createScssCompiler } from './modules/components/scss.ts'
import { formatDemoLogins, seedDemo } from './seed/demo.ts'
import { seedStarterComponents } from './seed/starter-components.ts'

/**
 * The starter library at every start (shipped changes reach existing installations), then the
 * demo. Runs after `buildApp`, which writes the font library's rows the demo theme names.
 */
async function seed(config: Config, database: Database) {
  const scss = createScssCompiler()
  try {
    const { created, updated } = await seedStarterComponents(database, scss)
    if (created.length || updated.length)
      console.log(
        `Starter components: ${[...created.map((k) => `+${k}`), ...updated.map((k) => `~${k}`)].join(' ')}`,
      )
  } finally {
    await scss.close()
  }
  if (config.SEED_DEMO) {
    const demo = await seedDemo(database, {
      appUrl: config.APP_URL,
      sitesDomain: config.SITES_DOMAIN,
    })
    if (demo) console.log(formatDemoLogins(demo, config.APP_URL))
  }
}

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = await buildApp({ config, database })
  await seed(config, database)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: draining requests and closing the database`)
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Sitewerk back office at ${config.APP_URL}`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
