import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { lockDataDir } from './data-dir-lock.ts'

const freshDir = () => mkdtempSync(join(tmpdir(), 'sitewerk-lock-'))

describe('data folder lock', () => {
  it('refuses a second process with a clear message', () => {
    const dir = freshDir()
    const other = spawn('sleep', ['30'])
    onTestFinished(() => void other.kill())
    writeFileSync(join(dir, 'sitewerk.lock'), String(other.pid))
    expect(() => lockDataDir(dir)).toThrow(/in use by another Sitewerk process \(pid \d+\)/)
  })

  it('takes over the lock of a process that is gone and releases it', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'sitewerk.lock'), '2147483646')
    const unlock = lockDataDir(dir)
    expect(readFileSync(join(dir, 'sitewerk.lock'), 'utf8')).toBe(String(process.pid))
    unlock()
    expect(existsSync(join(dir, 'sitewerk.lock'))).toBe(false)
  })
})
