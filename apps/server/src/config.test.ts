import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.ts'

describe('config', () => {
  it('defaults to the embedded database on port 3000 with the demo seed', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO: true,
      APP_URL: 'http://localhost:3000',
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('listens on this machine only unless HOST opens it (issue 12, item 9)', () => {
    expect(parseConfig({}).HOST).toBe('127.0.0.1')
    expect(parseConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
  })

  it('addresses the back office where it listens unless APP_URL is set (issue 34, item 1)', () => {
    expect(parseConfig({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000')
    expect(parseConfig({ HOST: '0.0.0.0', PORT: '8080' }).APP_URL).toBe('http://localhost:8080')
    expect(parseConfig({ HOST: '::', PORT: '8080' }).APP_URL).toBe('http://localhost:8080')
    expect(parseConfig({ HOST: '192.168.1.20', PORT: '80' }).APP_URL).toBe('http://192.168.1.20')
    expect(parseConfig({ HOST: 'fd00::2', PORT: '4000' }).APP_URL).toBe('http://[fd00::2]:4000')
    expect(parseConfig({ PORT: '4000', APP_URL: 'https://app.example.com' }).APP_URL).toBe(
      'https://app.example.com',
    )
    expect(parseConfig({ PORT: '4000', APP_URL: '' }).APP_URL).toBe('http://localhost:4000')
  })

  it('waits 10 s for requests in flight at shutdown unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(parseConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(10)
    expect(parseConfig({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(2.5)
    expect(() => parseConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/)
  })

  it('keeps an invitation to a team 7 days unless INVITATION_DAYS says otherwise (1 to 90)', () => {
    expect(parseConfig({}).INVITATION_DAYS).toBe(7)
    expect(parseConfig({ INVITATION_DAYS: '14' }).INVITATION_DAYS).toBe(14)
    expect(() => parseConfig({ INVITATION_DAYS: '0' })).toThrow(/INVITATION_DAYS/)
    expect(() => parseConfig({ INVITATION_DAYS: '1.5' })).toThrow(/INVITATION_DAYS/)
  })

  it('keeps audit log entries 365 days unless AUDIT_LOG_DAYS says otherwise (decision 032)', () => {
    expect(parseConfig({}).AUDIT_LOG_DAYS).toBe(365)
    expect(parseConfig({ AUDIT_LOG_DAYS: '30' }).AUDIT_LOG_DAYS).toBe(30)
    expect(() => parseConfig({ AUDIT_LOG_DAYS: '0' })).toThrow(/AUDIT_LOG_DAYS/)
    expect(() => parseConfig({ AUDIT_LOG_DAYS: 'forever' })).toThrow(/AUDIT_LOG_DAYS/)
  })

  it('takes a Redis address, a key prefix and a metrics token only in their shapes (decision 035)', () => {
    expect(parseConfig({}).REDIS_URL).toBeUndefined()
    expect(parseConfig({}).REDIS_KEY_PREFIX).toBe('sitewerk:')
    expect(parseConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:secret@cache.internal:6380/2',
    )
    expect(() => parseConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL/)
    expect(() => parseConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/)
    expect(() => parseConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => parseConfig({ METRICS_TOKEN: `${'x'.repeat(32)} y` })).toThrow(/METRICS_TOKEN/)
    expect(parseConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toHaveLength(32)
  })

  it('lists every wrong variable at once', () => {
    const parse = () =>
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })
    expect(parse).toThrow(ConfigError)
    expect(parse).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SEED_DEMO/)
  })

  it('reads SEED_DEMO=false and treats empty values as unset', () => {
    const config = parseConfig({ SEED_DEMO: 'false', SMTP_URL: '' })
    expect(config.SEED_DEMO).toBe(false)
    expect(config.SMTP_URL).toBeUndefined()
  })

  it('refuses half an S3 configuration and names what is missing', () => {
    const parse = () => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media' })
    expect(parse).toThrow(/S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/)
  })

  it('takes the three Stripe keys together, or none, and a local Stripe-shaped API address', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    }
    expect(parseConfig({}).STRIPE_SECRET_KEY).toBeUndefined()
    const config = parseConfig({
      ...keys,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
    })
    expect(config).toMatchObject({ ...keys, STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' })
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    )
    expect(() => parseConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_swapped' })).toThrow(
      /STRIPE_SECRET_KEY: a secret key/,
    )
  })

  it('reads the bank account for transfers, holder and IBAN together', () => {
    const config = parseConfig({
      BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH',
      BANK_ACCOUNT_IBAN: 'de89 3704 0044 0532 0130 00',
    })
    expect(config.BANK_ACCOUNT_IBAN).toBe('DE89370400440532013000')
    expect(() => parseConfig({ BANK_ACCOUNT_HOLDER: 'Sitewerk GmbH' })).toThrow(
      /BANK_ACCOUNT_IBAN: required when BANK_ACCOUNT_HOLDER is set/,
    )
  })

  it('sizes the caches from the memory the process may use, unless a bound is set (decision 064)', () => {
    const GIB = 1024 ** 3
    const MIB = 1024 ** 2
    const big = { memoryBytes: 24 * GIB, cores: 2 }
    expect(parseConfig({}, big)).toMatchObject({
      MEMORY_BUDGET_MB: 512,
      PAGE_CACHE_MAX_BYTES: 64 * MIB,
      SITE_DATA_MAX_BYTES: 64 * MIB,
      RENDER_BLOCK_CACHE_MAX_BYTES: 32 * MIB,
    })
    // A 1 GiB container: a 256 MiB budget, every share halved.
    expect(parseConfig({}, { memoryBytes: GIB, cores: 2 })).toMatchObject({
      MEMORY_BUDGET_MB: 256,
      PAGE_CACHE_MAX_BYTES: 32 * MIB,
      RENDER_BLOCK_CACHE_MAX_BYTES: 16 * MIB,
    })
    expect(parseConfig({ MEMORY_BUDGET_MB: '128' }, big).SITE_DATA_MAX_BYTES).toBe(16 * MIB)
    const set = parseConfig(
      { PAGE_CACHE_MAX_BYTES: '1000', RENDER_BLOCK_CACHE_MAX_BYTES: '0', SITE_DATA_MAX_BYTES: '5' },
      big,
    )
    expect(set).toMatchObject({
      PAGE_CACHE_MAX_BYTES: 1000,
      RENDER_BLOCK_CACHE_MAX_BYTES: 0,
      SITE_DATA_MAX_BYTES: 5,
    })
    expect(() => parseConfig({ MEMORY_BUDGET_MB: '8' }, big)).toThrow(/MEMORY_BUDGET_MB/)
    expect(() => parseConfig({ SITE_DATA_MAX_BYTES: '0' }, big)).toThrow(/SITE_DATA_MAX_BYTES/)
  })

  it('runs billing every 300 s unless BILLING_RUN_SECONDS says otherwise', () => {
    expect(parseConfig({}).BILLING_RUN_SECONDS).toBe(300)
    expect(parseConfig({ BILLING_RUN_SECONDS: '60' }).BILLING_RUN_SECONDS).toBe(60)
    expect(() => parseConfig({ BILLING_RUN_SECONDS: '0' })).toThrow(/BILLING_RUN_SECONDS/)
  })
})
