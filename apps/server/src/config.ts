import { availableParallelism } from 'node:os'
import { z } from 'zod'
import {
  cacheBounds,
  defaultBudgetMb,
  memoryLimitBytes,
  MIN_BUDGET_MB,
} from './lib/memory-budget.ts'

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const
const BANK_ACCOUNT_KEYS = ['BANK_ACCOUNT_HOLDER', 'BANK_ACCOUNT_IBAN'] as const

const ConfigSchema = z
  .object({
    /** Port the server listens on. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /**
     * Interface to bind: loopback by default, for a reverse proxy on the same machine (README
     * "Public sites"); 0.0.0.0 (or ::) opens it to the network.
     */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** On SIGTERM/SIGINT: longest wait in seconds for requests in flight before they are cut. */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(10),
    /**
     * Public URL of the back office (host router and links in mails). Unset: http on HOST and
     * PORT, with localhost for a loopback or every-interface HOST (`appUrlOf`).
     */
    APP_URL: z.url().optional(),
    /** Sites are reachable at {identifier}.{SITES_DOMAIN}; in development {identifier}.localhost. */
    SITES_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, 'a host name such as sites.example.com')
      .default('localhost'),
    /** DNS server (host or host:port) that domain verification asks for TXT records; system default when unset. */
    DNS_RESOLVER: z.string().optional(),
    /** Description of pages and sites that have none of their own (spec §1: public configuration). */
    DEFAULT_SITE_DESCRIPTION: z.string().max(300).default('Eine Website, erstellt mit Sitewerk.'),
    /**
     * The hub this installation belongs to (spec §7 GET settings). Unset: this installation is the
     * hub itself, the back office every site's /puronectar leads to.
     */
    HUB_URL: z.url().optional(),
    /** Keep rendered public pages in memory until an edit touches them (off only to measure). */
    PAGE_CACHE: bool.default(true),
    /**
     * MiB the caches of this process and its render workers may hold together (decision 064): each
     * cache's default bound is a share of it (docs/scaling.md). Unset: a quarter of the memory the
     * process may use (its cgroup's limit, else the machine's), at most 512.
     */
    MEMORY_BUDGET_MB: z.coerce.number().int().min(MIN_BUDGET_MB).optional(),
    /**
     * Bytes (html + css characters) of rendered pages kept in memory; least recently used go first.
     * Unset: an eighth of MEMORY_BUDGET_MB.
     */
    PAGE_CACHE_MAX_BYTES: z.coerce.number().int().positive().optional(),
    /**
     * Bytes (estimated) of published pages, their themes, menus, layouts and files kept per site
     * so a render reads no database; least recently used go first. Unset: an eighth of
     * MEMORY_BUDGET_MB.
     */
    SITE_DATA_MAX_BYTES: z.coerce.number().int().positive().optional(),
    /** Render worker threads; 0 = twice the machine's cores (decisions 014, 051). */
    RENDER_WORKERS: z.coerce.number().int().min(0).max(64).default(0),
    /** Pages of one site waiting for a render worker; one more is answered 503 with Retry-After. */
    RENDER_QUEUE_PER_SITE: z.coerce.number().int().positive().default(32),
    /** A block slower than this (ms) counts against its component version's render budget. */
    RENDER_SLOW_MS: z.coerce.number().int().positive().default(150),
    /** Slow renders of one component version within a minute that block it until it is saved again. */
    RENDER_SLOW_STRIKES: z.coerce.number().int().positive().default(3),
    /**
     * Bytes of drawn blocks each render worker keeps (decision 037); 0 draws every block anew.
     * Unset: a quarter of MEMORY_BUDGET_MB shared by the render workers.
     */
    RENDER_BLOCK_CACHE_MAX_BYTES: z.coerce.number().int().min(0).optional(),
    /** SCSS compile worker threads, shared fairly between organisations (decision 014). */
    SCSS_WORKERS: z.coerce.number().int().positive().max(64).default(2),
    /** Hard bound of one SCSS compile in milliseconds (sass has no limits of its own). */
    SCSS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /** SCSS compiles of one organisation waiting; one more is answered 429 with Retry-After. */
    SCSS_QUEUE_PER_ORGANIZATION: z.coerce.number().int().min(0).default(4),
    /** Folder of the embedded PostgreSQL (PGlite) and local media. */
    DATA_DIR: z.string().default('./data'),
    /** Largest upload in bytes (media and font files). */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(20 * 1024 * 1024),
    /** Largest image in pixels (width × height) accepted or decoded: the guard against decompression bombs. */
    MEDIA_MAX_PIXELS: z.coerce.number().int().positive().default(50_000_000),
    /** S3-compatible media storage: set S3_ENDPOINT, S3_BUCKET, S3_REGION and both keys to use it instead of DATA_DIR/media. */
    S3_ENDPOINT: z.url().optional(),
    /** Bucket of the media files. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** Region of the bucket (any value for MinIO or Garage, e.g. us-east-1). */
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path rather than the host name (MinIO, Garage). */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /**
     * Payments by card and SEPA debit through Stripe (decision 030): set all three keys or none.
     * Without them the invoice provider bills by bank transfer, marked paid by a superuser.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'a secret key sk_… or rk_…')
      .optional(),
    /** The public key Stripe.js is loaded with on the payment screens (spec §7). */
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'a publishable key pk_…').optional(),
    /** The signing secret of the webhook endpoint /api/stripe/webhook. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, 'a signing secret whsec_…')
      .optional(),
    /** Another Stripe API host (a local Stripe-shaped server, as stripe-mock users do). */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /** The operator's account invoices ask for bank transfers to (holder and IBAN both or none). */
    BANK_ACCOUNT_HOLDER: z.string().min(1).max(140).optional(),
    BANK_ACCOUNT_IBAN: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN such as DE89370400440532013000'),
      )
      .optional(),
    BANK_ACCOUNT_BIC: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BIC such as COBADEFFXXX')
      .optional(),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * redis://… (or rediss://) shares the API rate limit's counters and the cache invalidations of
     * several server processes through Redis (decision 035). Unset: the counters stay in each
     * process, and invalidations go through PostgreSQL's LISTEN/NOTIFY with DATABASE_URL.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must start with redis:// or rediss://')
      .optional(),
    /** Prefix of every Redis key and channel, so installations can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, _ . : - (at most 64)')
      .default('sitewerk:'),
    /**
     * Bearer token that reads /metrics from anywhere (at least 32 characters). Unset: /metrics
     * answers only a scraper on this machine (loopback, not through a proxy).
     */
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,256}$/, '32 to 256 printable characters, no spaces')
      .optional(),
    /** Seed a demo organisation and users into an empty database. */
    SEED_DEMO: bool.default(true),
    /** smtp://user:pass@host:port; when unset, mails go to the outbox table. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** Sender address of mails. */
    MAIL_FROM: z.string().default('Sitewerk <no-reply@sitewerk.localhost>'),
    /** Jobs (form mails, webhook calls) this process runs at once; 0 runs none here (decision 022). */
    JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(64).default(2),
    /** How often (ms) the job worker looks for due jobs; a submit in this process wakes it at once. */
    JOBS_POLL_MS: z.coerce.number().int().min(10).default(5000),
    /** Wait (ms) before a failed job's second attempt; it doubles with each further one. */
    JOBS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    /** Seconds between billing runs: trials that end, periods that roll, invoices (decision 029). */
    BILLING_RUN_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
    /** Days an invitation to an organisation's team works (issue #16, decision 031). */
    INVITATION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** Days a preview link of a page's draft works (issue #15). */
    PREVIEW_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    /**
     * Key preview links are signed with (at least 32 characters); when unset, one is made on first
     * use and kept in the database, shared by every server process.
     */
    PREVIEW_LINK_SECRET: z.string().min(32).optional(),
    /** Let webhooks call private and loopback addresses: local receivers in development and tests only. */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /** Failed logins allowed per e-mail address from one client IP per window. */
    LOGIN_MAX_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(5),
    /** Failed logins allowed per IP address per window. */
    LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().positive().default(30),
    /**
     * Failed logins allowed per e-mail address from all unknown clients together per window: far
     * above the per-client limit, so a stranger cannot lock the owner out, yet a burst stops.
     */
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
    /**
     * Failed logins per e-mail address per hour and per day (decision 057): all addresses the
     * account has not signed in from share one budget; each address it has signed in from has
     * its own, so strangers spending theirs do not lock the owner out.
     */
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_HOUR: z.coerce.number().int().positive().default(20),
    LOGIN_MAX_ATTEMPTS_PER_ACCOUNT_DAY: z.coerce.number().int().positive().default(50),
    /** Days an address the account signed in from (or set a new password from) stays known. */
    LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Length of the login rate-limit window in seconds. */
    LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Requests per minute per IP over the whole API. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
    /** Submits of one public form per client per window (on top of the API limit). */
    FORM_SUBMIT_LIMIT: z.coerce.number().int().positive().default(10),
    /** Length of the window of FORM_SUBMIT_LIMIT in seconds. */
    FORM_SUBMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** Published versions each page keeps (its newest); older ones are deleted hourly, never the one visitors see. */
    PAGE_VERSIONS_KEEP: z.coerce.number().int().positive().default(50),
    /** Days a page or site version is kept at most; older ones are deleted hourly, never the published one. */
    PAGE_VERSIONS_MAX_AGE_DAYS: z.coerce.number().int().positive().default(365),
    /** Days the audit log of superuser actions keeps an entry; older ones are deleted hourly (decision 032). */
    AUDIT_LOG_DAYS: z.coerce.number().int().positive().max(3650).default(365),
    /** Log level of the server (fatal, error, warn, info, debug, trace, silent). */
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Trust X-Forwarded-* headers (behind a reverse proxy such as Caddy). */
    TRUST_PROXY: bool.default(false),
    /** Folder of the built back office; empty to serve the API only. */
    WEB_DIST_DIR: z.string().default('apps/web/dist'),
  })
  .superRefine((config, ctx) => {
    // Half an S3 configuration would silently store files on local disk: refuse it at start.
    const s3 = S3_KEYS.filter((key) => config[key] !== undefined)
    if (s3.length > 0 && s3.length < S3_KEYS.length)
      for (const key of S3_KEYS.filter((k) => config[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `required when ${s3.join(', ')} is set`,
        })
    // Half a Stripe configuration would take card details it can never charge or confirm.
    requireAllOrNone(config, STRIPE_KEYS, ctx)
    // An invoice with a holder and no IBAN (or the reverse) tells nobody where to pay.
    requireAllOrNone(config, BANK_ACCOUNT_KEYS, ctx)
  })
  .transform(({ APP_URL, ...config }) => ({
    ...config,
    APP_URL: APP_URL ?? appUrlOf(config.HOST, config.PORT),
  }))

/** Hosts that mean this machine in an address: loopback, and every interface (0.0.0.0, ::). */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'])

/**
 * The back office's address when APP_URL is unset: where the server listens, so the links in
 * mails and the printed logins follow PORT (issue 34). Behind a proxy or on a public host name,
 * APP_URL says the address people use.
 */
export function appUrlOf(host: string, port: number) {
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return port === 80 ? `http://${name}` : `http://${name}:${port}`
}

function requireAllOrNone(
  config: Record<string, unknown>,
  keys: readonly string[],
  ctx: z.RefinementCtx,
) {
  const set = keys.filter((key) => config[key] !== undefined)
  if (set.length === 0 || set.length === keys.length) return
  for (const key of keys.filter((k) => config[k] === undefined))
    ctx.addIssue({ code: 'custom', path: [key], message: `required when ${set.join(', ')} is set` })
}

/** The bounds whose default is a share of the memory budget: always numbers once parsed. */
type Sized =
  | 'MEMORY_BUDGET_MB'
  | 'PAGE_CACHE_MAX_BYTES'
  | 'SITE_DATA_MAX_BYTES'
  | 'RENDER_BLOCK_CACHE_MAX_BYTES'

/** The validated configuration; the only reader of process.env is `loadConfig`. */
export type Config = Omit<z.infer<typeof ConfigSchema>, Sized> & Record<Sized, number>

export class ConfigError extends Error {}

/** What the defaults of the cache bounds are sized from. */
export interface Machine {
  /** The memory the process may use (lib/memory-budget.ts). */
  memoryBytes: number
  cores: number
}

const thisMachine = (): Machine => ({
  memoryBytes: memoryLimitBytes(),
  cores: availableParallelism(),
})

export function parseConfig(
  env: Record<string, string | undefined>,
  machine: Machine = thisMachine(),
): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const result = ConfigSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const config = result.data
  // A bound set in the environment wins; the others are shares of the budget (decision 064).
  const MEMORY_BUDGET_MB = config.MEMORY_BUDGET_MB ?? defaultBudgetMb(machine.memoryBytes)
  const bounds = cacheBounds(
    { MEMORY_BUDGET_MB, RENDER_WORKERS: config.RENDER_WORKERS },
    machine.cores,
  )
  return Object.freeze({
    ...config,
    MEMORY_BUDGET_MB,
    PAGE_CACHE_MAX_BYTES: config.PAGE_CACHE_MAX_BYTES ?? bounds.pageCacheBytes,
    SITE_DATA_MAX_BYTES: config.SITE_DATA_MAX_BYTES ?? bounds.siteDataBytes,
    RENDER_BLOCK_CACHE_MAX_BYTES: config.RENDER_BLOCK_CACHE_MAX_BYTES ?? bounds.blockCacheBytes,
  })
}

export function loadConfig(): Config {
  return parseConfig(process.env)
}
