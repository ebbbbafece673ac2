// `npm run test:hardening`: the hardening suites of issue 12 at full size, then docs/reliability.md
// from the figures they recorded. `npm test` runs the same suites at their short size.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureInstalled, root, run } from './lib.mjs'

ensureInstalled()
const reportDir = mkdtempSync(join(tmpdir(), 'sitewerk-hardening-'))
const ok = run('npx', ['vitest', 'run', '--project', 'hardening'], {
  env: { HARDENING_SCALE: 'full', HARDENING_REPORT_DIR: reportDir },
  allowFailure: true,
})

const reports = readdirSync(reportDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(reportDir, f), 'utf8')))
  .sort((a, b) => a.suite.localeCompare(b.suite))

const cell = (v) => String(v ?? '').replaceAll('|', '\\|')
const lines = [
  '# Reliability',
  '',
  'Written by `npm run test:hardening` (issue 12); do not edit by hand. Each table is one suite of',
  '`apps/server/src/hardening/`, run at full size on this machine (2 cores, shared and noisy).',
  '',
  `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${ok ? 'every suite passed' : 'SOME SUITES FAILED'}.`,
]
for (const report of reports) {
  lines.push(
    '',
    `## ${report.title}`,
    '',
    '| measure | value | target | met |',
    '|---|---|---|---|',
  )
  for (const f of report.figures) {
    const met = f.met === undefined ? '' : f.met ? 'yes' : '**no**'
    lines.push(`| ${cell(f.measure)} | ${cell(f.value)} | ${cell(f.target)} | ${met} |`)
  }
}
writeFileSync(join(root, 'docs/reliability.md'), lines.join('\n') + '\n')
run('npx', ['prettier', '--write', '--log-level', 'warn', 'docs/reliability.md'])
console.log(`\ndocs/reliability.md written from ${reports.length} suites.`)
process.exit(ok ? 0 : 1)
