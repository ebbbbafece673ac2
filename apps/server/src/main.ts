import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'
import type { Database } from './db/client.ts'
import { serveBackupRequests } from './db/backup.ts'
import { openDatabase } from './db/open-database.ts'
import type { FastifyBaseLogger } from 'fastify'
import { gracefulShutdown } from './lib/graceful-shutdown.ts'
import { createStorageFromConfig } from './lib/storage/create-storage.ts'
import { createScssCompiler } from './modules/components/scss.ts'
import { formatDemoLogins, seedDemo } from './seed/demo.ts'
import { clearPlaceholderAlts } from './seed/placeholder-alts.ts'
import { seedStarterComponents } from './seed/starter-components.ts'

/**
 * The starter library at every start (shipped changes reach existing installations), then the
 * demo. Runs after `buildApp`, which writes the font library's rows the demo theme names.
 */
async function seed(config: Config, database: Database, log: FastifyBaseLogger) {
  const scss = createScssCompiler()
  try {
    const { created, updated } = await seedStarterComponents(database, scss)
    if (created.length || updated.length)
      console.log(
        `Starter components: ${[...created.map((k) => `+${k}`), ...updated.map((k) => `~${k}`)].join(' ')}`,
      )
    // The starter blocks that once wrote placeholder alt texts changed: clear them from blocks
    // already on pages, once, at the start that brings the change (issue 13).
    if (updated.some((key) => ['image', 'image-text', 'gallery'].includes(key))) {
      const cleared = await clearPlaceholderAlts(database)
      if (cleared) console.log(`Placeholder alt texts cleared in ${cleared} blocks`)
    }
  } finally {
    await scss.close()
  }
  if (config.SEED_DEMO) {
    // The demo's pictures go where the app keeps media (DATA_DIR or S3), as an upload would.
    const storage = createStorageFromConfig(config)
    try {
      const demo = await seedDemo(database, {
        appUrl: config.APP_URL,
        sitesDomain: config.SITES_DOMAIN,
        media: { storage, maxPixels: config.MEDIA_MAX_PIXELS, log },
      })
      if (demo) console.log(formatDemoLogins(demo, config.APP_URL))
    } finally {
      storage.close?.()
    }
  }
}

async function main() {
  const config = loadConfig()
  const database = await openDatabase(config)
  const app = await buildApp({ config, database, warmRenderPool: true })
  await seed(config, database, app.log)

  // `npm run db:backup` asks a running PGlite server for the backup (db/backup.ts).
  serveBackupRequests(config, database, app.log)
  const server = gracefulShutdown(app, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    onDrain: () => app.stopTakingWork(),
  })
  let closingSince = 0
  const shutdown = async (signal: string) => {
    if (closingSince) {
      // Ctrl-C reaches `npm start` and the server alike, so a repeat within a second is the same
      // signal; a later one stops at once (the database survives a killed process).
      if (Date.now() - closingSince < 1000) return
      app.log.warn(`${signal} again: stopping without waiting for requests`)
      process.exit(1)
    }
    closingSince = Date.now()
    app.log.info(`${signal}: answering the requests in flight, then closing the database`)
    try {
      const { timedOut } = await server.drain()
      if (timedOut)
        app.log.warn(
          `Requests still open after ${config.SHUTDOWN_TIMEOUT_SECONDS} s (SHUTDOWN_TIMEOUT_SECONDS) were cut`,
        )
    } finally {
      await database.close()
    }
    app.log.info('Stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  app.log.info(`Sitewerk back office at ${config.APP_URL}`)
  app.log.info(describeInterface(config.HOST, config.PORT))
}

/** Says at start who can reach the server (issue 12, item 9). */
function describeInterface(host: string, port: number) {
  if (['localhost', '127.0.0.1', '::1'].includes(host))
    return `Listening on this machine only (HOST=${host}, port ${port}); set HOST=0.0.0.0 to accept connections from other machines`
  if (['0.0.0.0', '::'].includes(host))
    return `Listening on every network interface (HOST=${host}, port ${port}): other machines can connect without a reverse proxy`
  return `Listening on ${host}, port ${port}`
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
