import type { Form, FormEntriesPage } from '@sitewerk/contracts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formEntries } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { siteOwner } from '../../test/factories.ts'
import { createFormsRepository } from './repository.ts'

const FIELDS = [
  { $formkit: 'text', name: 'name', label: 'Name' },
  { $formkit: 'email', name: 'email', label: 'E-Mail' },
  { $formkit: 'textarea', name: 'message', label: 'Nachricht; Wünsche' },
  {
    $formkit: 'select',
    name: 'topic',
    label: 'Thema',
    options: [
      { label: 'Frage', value: 'question' },
      { label: 'Lob', value: 'praise' },
    ],
  },
  { $formkit: 'checkbox', name: 'newsletter', label: 'Newsletter' },
]

/** An organisation's contact form and its entries as stored by submissions, at given times. */
async function formWithEntries(
  testApp: TestApp,
  entries: { data: Record<string, unknown>; at?: string }[],
  extra: Record<string, unknown> = {},
) {
  const owner = await siteOwner(testApp, `Hofladen ${Math.random().toString(36).slice(2, 7)}`)
  const res = await owner.client.post('/api/forms', {
    site_id: owner.site.id,
    title: 'Kontakt & Rückruf',
    schema: FIELDS,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  const form = res.json() as Form
  const repo = createFormsRepository(testApp.database.db)
  for (const { data, at } of entries) {
    const taken = await repo.storeSubmission(
      { id: form.id, organizationId: owner.organization.id, saveToDatabase: true },
      data,
      async () => {},
    )
    if (at)
      await testApp.database.db
        .update(formEntries)
        .set({ createdAt: new Date(at) })
        .where(eq(formEntries.id, taken!.entry!.id))
  }
  const search = async (q: string) => {
    const page = await owner.client.get(`/api/forms/${form.id}/entries?q=${encodeURIComponent(q)}`)
    expect(page.statusCode, page.body).toBe(200)
    return (page.json() as FormEntriesPage).data.map((e) => e.entry_number)
  }
  return { ...owner, form, repo, search }
}

describe('searching a form’s entries', () => {
  it('finds entries by number or any value, ignoring case, newest first', async () => {
    const testApp = await buildTestApp()
    const { search } = await formWithEntries(testApp, [
      { data: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Zwölf Brötchen' } },
      { data: { name: 'Grace', email: 'grace@example.org', topic: 'praise' } },
      { data: { name: 'Linus', message: 'brötchen und KUCHEN', newsletter: true } },
    ])
    expect(await search('BRÖTCHEN')).toEqual([3, 1])
    expect(await search('example')).toEqual([2, 1])
    expect(await search('2')).toEqual([2])
    expect(await search('praise')).toEqual([2])
    expect(await search('   ')).toEqual([3, 2, 1])
    // a key's name is no value
    expect(await search('email')).toEqual([])
  })

  it('takes LIKE wildcards and other hostile text literally', async () => {
    const testApp = await buildTestApp()
    const { search, client, form } = await formWithEntries(testApp, [
      { data: { name: '100% sicher', message: 'a_b' } },
      { data: { name: 'Back\\slash' } },
      { data: { name: 'ohne alles' } },
    ])
    expect(await search('%')).toEqual([1])
    expect(await search('_')).toEqual([1])
    expect(await search('a_b')).toEqual([1])
    expect(await search('\\')).toEqual([2])
    expect(await search("'; drop table form_entries; --")).toEqual([])
    expect(await search('%%')).toEqual([])
    const tooLong = await client.get(`/api/forms/${form.id}/entries?q=${'x'.repeat(201)}`, {
      'accept-language': 'de',
    })
    expect(tooLong.statusCode).toBe(422)
    expect(Object.keys(tooLong.json().errors)).toEqual(['q'])
  })
})

describe('the entries as CSV', () => {
  const ENTRIES = [
    {
      data: {
        name: 'Jürgen Größe',
        email: 'j@example.com',
        message: 'Zeile 1\nZeile "2"; Ende',
        topic: 'question',
        newsletter: true,
        fax: '0815',
      },
      at: '2026-03-01T23:30:00Z',
    },
    {
      data: {
        name: '=HYPERLINK("http://evil.example","klick")',
        email: '@SUM(1+1)',
        message: '-1',
      },
      at: '2026-07-15T10:00:00Z',
    },
    { data: { name: '+49 170 1234567', message: '\tTab' }, at: '2026-07-16T10:00:00Z' },
  ]

  it('is a German file with BOM, semicolons, labels in schema order, defused formulas and umlauts', async () => {
    const testApp = await buildTestApp()
    const { client, form } = await formWithEntries(testApp, ENTRIES)
    const res = await client.get(`/api/forms/${form.id}/entries/csv`, { 'accept-language': 'de' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kontakt-rueckruf-eintraege.csv"',
    )
    const raw = res.rawPayload.toString('utf8')
    expect(raw.startsWith('\uFEFF')).toBe(true)
    expect(raw.slice(1).split('\r\n')).toEqual([
      'Nr.;Datum;Name;E-Mail;"Nachricht; Wünsche";Thema;Newsletter;fax',
      // 23:30 UTC on 1 March is 00:30 on 2 March in Berlin
      '1;02.03.26, 00:30;Jürgen Größe;j@example.com;"Zeile 1\nZeile ""2""; Ende";Frage;Ja;0815',
      `2;15.07.26, 12:00;"'=HYPERLINK(""http://evil.example"",""klick"")";'@SUM(1+1);'-1;;;`,
      "3;16.07.26, 12:00;'+49 170 1234567;;'\tTab;;;",
      '',
    ])
  })

  it('is an English file with commas, only the entries found by q, and 404 for another tenant', async () => {
    const testApp = await buildTestApp()
    const { client, form } = await formWithEntries(testApp, ENTRIES)
    const res = await client.get(`/api/forms/${form.id}/entries/csv?q=j%C3%BCrgen`, {
      'accept-language': 'en',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kontakt-rueckruf-entries.csv"',
    )
    expect(res.rawPayload.toString('utf8').slice(1).split('\r\n')).toEqual([
      'No.,Date,Name,E-Mail,Nachricht; Wünsche,Thema,Newsletter,fax',
      '1,"02/03/2026, 00:30",Jürgen Größe,j@example.com,"Zeile 1\nZeile ""2""; Ende",Frage,Yes,0815',
      '',
    ])
    const stranger = await siteOwner(testApp, 'Fremde Firma')
    expect((await stranger.client.get(`/api/forms/${form.id}/entries/csv`)).statusCode).toBe(404)
    const guest = await testApp.app.inject({
      method: 'GET',
      url: `/api/forms/${form.id}/entries/csv`,
    })
    expect(guest.statusCode).toBe(401)
  })
})

describe('the retention purge', () => {
  it('deletes entries older than their form’s retention days and keeps everything else', async () => {
    const testApp = await buildTestApp()
    const kept = await formWithEntries(testApp, [
      { data: { name: 'ewig' }, at: '2020-01-01T00:00:00Z' },
    ])
    const limited = await formWithEntries(
      testApp,
      [
        { data: { name: 'alt' }, at: '2026-01-01T00:00:00Z' },
        { data: { name: 'grenze' }, at: '2026-01-31T12:00:01Z' },
        { data: { name: 'neu' }, at: '2026-02-28T00:00:00Z' },
      ],
      { retention_days: 30 },
    )
    const removed = await limited.repo.purgeExpiredEntries(new Date('2026-03-02T12:00:00Z'))
    expect(removed).toBe(1)
    expect(await limited.search('')).toEqual([3, 2])
    expect(await kept.search('')).toEqual([1])
    expect(await limited.repo.purgeExpiredEntries(new Date('2026-03-02T12:00:00Z'))).toBe(0)
  })
})
