import { createRequire } from 'node:module'
import { readFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { expect, vi } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { toDbDateTime } from '@sitewerk/contracts'
import { createClient, type TestApp, type TestClient } from '../test/build-test-app.ts'
import { authenticate, createComponent, createUser, NIGHT_COLORSET } from '../test/factories.ts'
import { STARTER_COMPONENTS } from '../seed/starter-components/index.ts'
import { makeImage, upload as uploadMedia } from '../test/media.ts'
import { mailsTo } from '../test/outbox.ts'
import { multipart } from '../test/multipart.ts'

const require = createRequire(import.meta.url)

/** A time `days` from now as the API takes it (spec §9's UTC). */
export const inDays = (days: number) => toDbDateTime(new Date(Date.now() + days * 24 * 3600 * 1000))
const TEXT_FORM = [{ $formkit: 'text', name: 'text' }]

/** A fresh marker that no fixture, translation or library file contains by chance. */
export const newCanary = () => `CANARY-${randomBytes(6).toString('hex')}`

/** Whether a response carries the marker anywhere: status line aside, its headers or its body. */
export function carries(res: LightMyRequestResponse, marker: string) {
  const needle = marker.toLowerCase()
  const headers = JSON.stringify(res.headers).toLowerCase()
  return (
    headers.includes(needle) || res.rawPayload.toString('latin1').toLowerCase().includes(needle)
  )
}

function created(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300)
  return res.json()
}

/**
 * The starter library's rows as they are stored (template, form, data), without compiling their
 * SCSS: enough for the cms-setup call, in a fraction of the seeding's time.
 */
export async function seedStarterRows(testApp: TestApp) {
  for (const { key, namespace, title, form, template, data } of STARTER_COMPONENTS)
    await createComponent(testApp.database, { key, namespace, title, form, template, data })
}

/** A signed-in user with a client of their own (session and CSRF token of their own). */
export async function actor(testApp: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp.database, options)
  const client = createClient(testApp.app)
  await authenticate(testApp.database, client, user)
  return { user, client }
}

export interface Tenant {
  marker: string
  owner: { user: Awaited<ReturnType<typeof createUser>>; client: TestClient }
  organization: { id: number; title: string }
  site: { id: number; identifier: string }
  /** A site without pages yet, for the cms setup. */
  blankSite: { id: number }
  domain: { id: number; domain: string }
  theme: { id: number }
  colorset: { id: number }
  component: { id: number }
  layout: { id: number }
  layoutContent: { id: number }
  page: { id: number }
  article: { id: number }
  section: { id: number }
  /** A reusable section (decision 041) and the section of the page that places it. */
  reusable: { id: number }
  placement: { id: number }
  content: { id: number }
  /** An article, a section and a content it deleted, which its undo may bring back (decision 052). */
  deleted: { article: { id: number }; section: { id: number }; content: { id: number } }
  /** The page as published once its content was in (issue #15's history). */
  pageVersion: { id: number }
  category: { id: number }
  file: { id: number; filename: string }
  font: { id: number; url: string }
  joinRequest: { id: number }
  /** One of the organisation's addresses (not its billing address, so it can be deleted). */
  address: { id: number }
  /** Its Business plan (yearly, invoiced at once; unlocks domains, own fonts, sites: decision 029). */
  subscription: { id: number; serviceId: number }
  invoice: { id: number }
  form: { id: number }
  formEntry: { id: number }
  /** The internal mail of the form's entry (decision 022). */
  delivery: { id: number }
  /** A publish of the page planned a year ahead (issue #15). */
  schedule: { id: number }
  /** A redirect of the site, from and to addresses carrying the marker (decision 036). */
  redirect: { id: number }
  /**
   * An open invitation to an address carrying the marker, its link's token (decision 031) and its
   * mail in the outbox.
   */
  invitation: { id: number; token: string; mailId: number }
}

/** An article, a section and a content, each created and deleted again. */
async function deletedBlocks(
  client: TestClient,
  parents: { page: { id: number }; article: { id: number }; section: { id: number } } & {
    component: { id: number }
  },
) {
  const gone = async (kind: 'article' | 'section' | 'content', body: object) => {
    const block = created(await client.post(`/api/${kind}`, body), `${kind} to delete`)
    created(await client.delete(`/api/${kind}/${block.id}`), `deleted ${kind}`)
    return { id: block.id as number }
  }
  return {
    article: await gone('article', { page_id: parents.page.id, order: 9 }),
    section: await gone('section', { article_id: parents.article.id, order: 9 }),
    content: await gone('content', {
      section_id: parents.section.id,
      order: 9,
      component_id: parents.component.id,
      data: { text: 'Weg' },
    }),
  }
}

/**
 * An organisation with one of everything, built through the API as its owner would, with `marker`
 * in every text field it has: organisation, site (title, description, variables), domain, theme,
 * colour set, own component (title, template, key), layout and its header content, page, article,
 * section, content data, media category, media file (name, alt, file name), own font, a form's
 * title, mail settings and an entry of it, and a pending join request of a user whose name carries
 * it. The form's fields carry no marker; its title only on the back office, where GET /form/{formId}
 * shows it to the organisation's members alone (its site's host shows it to visitors).
 */
export async function buildTenant(testApp: TestApp, marker: string): Promise<Tenant> {
  const slug = marker.toLowerCase()
  const owner = await actor(testApp, { name: `Owner ${marker}` })
  const { client } = owner
  const organization = created(
    await client.post('/api/organizations', { title: `Org ${marker}` }),
    'organisation',
  )
  client.useOrganization(organization.id)
  const subscription = created(
    await client.post('/api/services/business-yearly/subscription', { units: 1 }),
    'subscription',
  )
  const invoice = (await client.get('/api/invoices')).json().data[0]
  const site = created(
    await client.post('/api/sites', {
      title: `Site ${marker}`,
      description: `About ${marker}`,
      identifier: `s-${randomBytes(5).toString('hex')}`,
    }),
    'site',
  )
  created(
    await client.put(`/api/sites/${site.id}/variables`, { variables: { motto: marker } }),
    'site variables',
  )
  const blankSite = created(
    await client.post('/api/sites', { title: `Blank ${marker}`, description: marker }),
    'blank site',
  )
  const domain = created(
    await client.post(`/api/sites/${site.id}/domains`, { domain: `${slug}.example.com` }),
    'domain',
  )
  const theme = created(await client.post('/api/themes', { title: `Theme ${marker}` }), 'theme')
  const colorset = created(
    await client.post('/api/colorsets', { ...NIGHT_COLORSET, title: `Colours ${marker}` }),
    'colour set',
  )
  const component = created(
    await client.post('/api/components', {
      namespace: 'module',
      key: `${slug}-box`,
      title: `Box ${marker}`,
      template: `<p>{{ text }} ${marker}</p>`,
      form: TEXT_FORM,
    }),
    'component',
  )
  const headerComponent = created(
    await client.post('/api/components', {
      namespace: 'header',
      key: `${slug}-head`,
      title: `Head ${marker}`,
      template: `<header>{{ text }} ${marker}</header>`,
      form: TEXT_FORM,
    }),
    'header component',
  )
  const layout = created(
    await client.post('/api/layouts', {
      site_id: site.id,
      title: `Layout ${marker}`,
      style: marker,
      css: `/* ${marker} */`,
    }),
    'layout',
  )
  const layoutContent = created(
    await client.post('/api/content', {
      layout_id: layout.id,
      layout_slot: 'header',
      component_id: headerComponent.id,
      data: { text: `Header ${marker}` },
    }),
    'layout content',
  )
  const page = created(
    await client.post('/api/page', {
      site_id: site.id,
      title: `Page ${marker}`,
      url: `${slug}-page`,
      description: `Page about ${marker}`,
      layout_id: layout.id,
      create_article: true,
    }),
    'page',
  )
  const tree = created(await client.get(`/api/page/${page.id}`), 'page tree')
  const article = tree.articles[0]
  const section = article.sections[0]
  created(
    await client.patch(`/api/article/${article.id}`, {
      title: `Article ${marker}`,
      css: `/* ${marker} */`,
    }),
    'article',
  )
  created(
    await client.patch(`/api/section/${section.id}`, { title: `Section ${marker}` }),
    'section',
  )
  const content = created(
    await client.post('/api/content', {
      section_id: section.id,
      order: 1,
      component_id: component.id,
      data: { text: `Content ${marker}` },
    }),
    'content',
  )
  const deleted = await deletedBlocks(client, { page, article, section, component })
  const placement = created(
    await client.post('/api/section', { article_id: article.id, title: `Shared ${marker}` }),
    'second section',
  )
  const reusable = created(
    await client.post('/api/reusable-section', {
      section_id: placement.id,
      title: `Reusable ${marker}`,
    }),
    'reusable section',
  )
  const published = created(
    await client.post(`/api/page/${page.id}/publish`, { note: `Version ${marker}` }),
    'published page',
  )
  const category = created(
    await client.post('/api/media_categories', { title: `Category ${marker}` }),
    'media category',
  )
  const file = created(
    await uploadMedia(client, {
      filename: `${slug}.png`,
      content: await makeImage('png'),
      fields: { name: `File ${marker}`, alt: `Alt ${marker}`, category_id: String(category.id) },
    }),
    'media file',
  )
  const fontUpload = multipart([
    { name: 'family', value: `Font ${marker}` },
    {
      name: 'source',
      filename: `${slug}.woff2`,
      content: await readFile(
        require.resolve('@fontsource/lora/files/lora-latin-400-normal.woff2'),
      ),
    },
  ])
  const font = created(
    await client.post('/api/fonts', fontUpload.body, fontUpload.headers),
    'own font',
  )
  const form = created(
    await client.post('/api/forms', {
      site_id: site.id,
      title: `Kontakt ${marker}`,
      schema: TEXT_FORM,
      sendMailIntern: true,
      mailsIntern: [`${slug}@example.com`],
      subjectIntern: `Anfrage ${marker}`,
      mailTemplateBeforeIntern: `Vorher ${marker}`,
      mailTemplateAfterIntern: `Nachher ${marker}`,
      subjectExtern: `Danke ${marker}`,
      mailTemplateBeforeExtern: `Hallo ${marker}`,
      mailTemplateAfterExtern: `Gruß ${marker}`,
    }),
    'form',
  )
  created(
    await client.post(`/form/submit/${form.id}`, { data: { text: `Entry ${marker}` } }),
    'form entry',
  )
  const entries = created(await client.get(`/api/forms/${form.id}/entries`), 'form entries')
  // Sent before the matrix hashes the tenant: the worker changes the job's row until then.
  const deliveries = await vi.waitFor(async () => {
    const listed = created(await client.get(`/api/forms/${form.id}/deliveries`), 'deliveries')
    expect(listed.map((d: { state: string }) => d.state)).toEqual(['done'])
    return listed
  })
  const address = created(
    await client.post('/api/organization/addresses', {
      name: `Address ${marker}`,
      street: `Street ${marker}`,
      housenumber: '1',
      postcode: '30159',
      city: `City ${marker}`,
      country: 'DE',
    }),
    'address',
  )
  const schedule = created(
    await client.post(`/api/sites/${site.id}/schedules`, {
      page_id: page.id,
      run_at: inDays(365),
      note: `Plan ${marker}`,
    }),
    'publish schedule',
  )
  const redirect = created(
    await client.post(`/api/sites/${site.id}/redirects`, {
      from: `alt-${slug}`,
      to: `https://example.com/${slug}`,
    }),
    'redirect',
  ).redirect
  const invitation = created(
    await client.post('/api/organization/invitations', {
      email: `invitee-${slug}@example.test`,
      role: 'editor',
    }),
    'invitation',
  )
  const [invitationMail] = await mailsTo(testApp.database, `invitee-${slug}@example.test`)
  const invitationToken = /\/backend\/invitations\/([\w-]+)/.exec(invitationMail!.text)![1]!
  const requester = await actor(testApp, { name: `Requester ${marker}` })
  const joinRequest = created(
    await requester.client.post('/api/organizations/create-or-request', {
      title: organization.title,
    }),
    'join request',
  )
  return {
    marker,
    owner,
    organization,
    site,
    blankSite,
    domain,
    theme,
    colorset,
    component,
    layout,
    layoutContent,
    page,
    article,
    section,
    content,
    deleted,
    reusable: { id: reusable.id },
    placement: { id: placement.id },
    pageVersion: { id: published.published.id },
    category,
    file,
    font: { id: font.id, url: font.faces[0].url },
    joinRequest: { id: joinRequest.request_id },
    address: { id: address.id },
    subscription: { id: subscription.id, serviceId: subscription.service_id },
    invoice: { id: invoice.id },
    form: { id: form.id },
    formEntry: { id: entries.data[0].id },
    delivery: { id: deliveries[0].id },
    schedule: { id: schedule.id },
    redirect: { id: redirect.id },
    invitation: { id: invitation.id, token: invitationToken, mailId: invitationMail!.id },
  }
}

/**
 * A member of the tenant's organisation with `role` (decision 031; an editor unless said
 * otherwise): asks to join by its title, the owner accepts with the role.
 */
export async function memberOf(
  testApp: TestApp,
  tenant: Tenant,
  role: 'admin' | 'editor' = 'editor',
) {
  const member = await actor(testApp, { name: 'Mitglied' })
  const asked = created(
    await member.client.post('/api/organizations/create-or-request', {
      title: tenant.organization.title,
    }),
    'membership request',
  )
  created(
    await tenant.owner.client.post(
      `/api/organization/${tenant.organization.id}/join-requests/${asked.request_id}/accept`,
      { role },
    ),
    'accepted membership',
  )
  return member
}
