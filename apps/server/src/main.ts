import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/open-database.ts'
import { formatDemoLogins, seedDemo } from './seed/demo.ts'

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  if (config.SEED_DEMO) {
    const logins = await seedDemo(database)
    if (logins) console.log(formatDemoLogins(logins, config.APP_URL))
  }
  const app = await buildApp({ config, database })

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
