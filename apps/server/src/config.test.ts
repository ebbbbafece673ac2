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

  it('waits 10 s for requests in flight at shutdown unless SHUTDOWN_TIMEOUT_SECONDS says otherwise', () => {
    expect(parseConfig({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(10)
    expect(parseConfig({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(2.5)
    expect(() => parseConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/)
  })

  it('keeps audit log entries 365 days unless AUDIT_LOG_DAYS says otherwise (decision 032)', () => {
    expect(parseConfig({}).AUDIT_LOG_DAYS).toBe(365)
    expect(parseConfig({ AUDIT_LOG_DAYS: '30' }).AUDIT_LOG_DAYS).toBe(30)
    expect(() => parseConfig({ AUDIT_LOG_DAYS: '0' })).toThrow(/AUDIT_LOG_DAYS/)
    expect(() => parseConfig({ AUDIT_LOG_DAYS: 'forever' })).toThrow(/AUDIT_LOG_DAYS/)
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
})
