import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ColorsetInUseErrorBody, Organization } from '@sitewerk/contracts'
import { organizationUser } from '../../db/schema/index.ts'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { signedInClient, siteOwner } from '../../test/factories.ts'

const HELL = {
  title: 'Hell',
  highlight_color: '#E6007E',
  secondary_color: '#f5a3cf',
  text_color: '#000',
  background_color: '#fff',
}

async function ownerWithColorset(testApp: TestApp, title = 'Bäckerei Sonne') {
  const owner = await siteOwner(testApp, title)
  const colorset = (await owner.client.post('/api/colorsets', HELL)).json()
  return { ...owner, colorset }
}

describe('organisation appearance (backend colour set)', () => {
  it('the owner chooses a colour set of the organisation and GET returns it', async () => {
    const testApp = await buildTestApp()
    const { client, organization, colorset } = await ownerWithColorset(testApp)
    const url = `/api/organization/${organization.id}`

    const chosen = await client.patch(url, { backend_colorset_id: colorset.id })
    expect(chosen.statusCode).toBe(200)
    expect(chosen.json()).toMatchObject({ backend_colorset_id: colorset.id })

    const read = await client.get(url)
    expect(Organization.parse(read.json())).toMatchObject({
      title: 'Bäckerei Sonne',
      backend_colorset_id: colorset.id,
      backend_colorset: {
        id: colorset.id,
        title: 'Hell',
        highlight_color: '#e6007e',
        text_color: '#000000',
        background_color: '#ffffff',
        organization_id: organization.id,
      },
    })

    // a rename leaves the colour set alone; null goes back to the default look
    await client.patch(url, { title: 'Bäckerei Mond' })
    expect((await client.get(url)).json().backend_colorset_id).toBe(colorset.id)
    const reset = await client.patch(url, { backend_colorset_id: null })
    expect(reset.json()).toMatchObject({ backend_colorset_id: null, backend_colorset: null })
  })

  it("refuses another organisation's colour set and an unknown one (422, German)", async () => {
    const testApp = await buildTestApp()
    const a = await ownerWithColorset(testApp, 'Alpha')
    const b = await ownerWithColorset(testApp, 'Beta')
    for (const id of [b.colorset.id, 999_999]) {
      const res = await a.client.patch(`/api/organization/${a.organization.id}`, {
        backend_colorset_id: id,
      })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        message: 'Die eingegebenen Daten sind ungültig.',
        errors: { backend_colorset_id: ['Dieses Farbset gibt es in dieser Organisation nicht.'] },
      })
    }
    expect((await a.client.get(`/api/organization/${a.organization.id}`)).json()).toMatchObject({
      backend_colorset_id: null,
      backend_colorset: null,
    })
  })

  it('says it in English when the locale cookie is en', async () => {
    const testApp = await buildTestApp()
    const { client, organization } = await ownerWithColorset(testApp)
    client.jar.set('locale', 'en')
    const unknown = await client.patch(`/api/organization/${organization.id}`, {
      backend_colorset_id: 424242,
    })
    expect(unknown.json().errors).toEqual({
      backend_colorset_id: ['This colour set does not exist in this organisation.'],
    })
    const wrongType = await client.patch(`/api/organization/${organization.id}`, {
      backend_colorset_id: 'Hell',
    })
    expect(wrongType.statusCode).toBe(422)
    expect(wrongType.json().errors).toEqual({
      backend_colorset_id: ['This value has the wrong type.'],
    })
  })

  it("another organisation's id in the path is a 404 and changes nothing", async () => {
    const testApp = await buildTestApp()
    const a = await ownerWithColorset(testApp, 'Alpha')
    const b = await ownerWithColorset(testApp, 'Beta')
    const res = await a.client.patch(`/api/organization/${b.organization.id}`, {
      backend_colorset_id: a.colorset.id,
    })
    expect(res.statusCode).toBe(404)
    expect((await b.client.get(`/api/organization/${b.organization.id}`)).json()).toMatchObject({
      backend_colorset_id: null,
    })
  })

  it('an editor may not choose the colour set; an admin may (decision 031)', async () => {
    const testApp = await buildTestApp()
    const { organization, colorset } = await ownerWithColorset(testApp)
    const member = await signedInClient(testApp)
    await testApp.database.db
      .insert(organizationUser)
      .values({ organizationId: organization.id, userId: member.user.id, role: 'editor' })
    member.client.useOrganization(organization.id)
    const res = await member.client.patch(`/api/organization/${organization.id}`, {
      backend_colorset_id: colorset.id,
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Ihre Rolle in dieser Organisation erlaubt das nicht.' })

    await testApp.database.db
      .update(organizationUser)
      .set({ role: 'admin' })
      .where(eq(organizationUser.userId, member.user.id))
    const byAdmin = await member.client.patch(`/api/organization/${organization.id}`, {
      backend_colorset_id: colorset.id,
    })
    expect(byAdmin.statusCode).toBe(200)
    expect(byAdmin.json().backend_colorset_id).toBe(colorset.id)
  })

  it('keeps a colour set the back office wears and names the organisation (409)', async () => {
    const testApp = await buildTestApp()
    const { client, organization, colorset } = await ownerWithColorset(testApp)
    const theme = (
      await client.post('/api/themes', { title: 'Werkstatt', base_colorset_id: colorset.id })
    ).json()
    await client.patch(`/api/organization/${organization.id}`, { backend_colorset_id: colorset.id })

    const res = await client.delete(`/api/colorsets/${colorset.id}`)
    expect(res.statusCode).toBe(409)
    expect(ColorsetInUseErrorBody.parse(res.json())).toEqual({
      message: 'Das Farbset wird noch verwendet und kann nicht gelöscht werden.',
      errorTypes: { id: ['is_used'] },
      usages: [
        { type: 'theme', id: theme.id, title: 'Werkstatt' },
        { type: 'organization', id: organization.id, title: 'Bäckerei Sonne' },
      ],
    })

    await client.delete(`/api/themes/${theme.id}`)
    const stillUsed = await client.delete(`/api/colorsets/${colorset.id}`)
    expect(stillUsed.json().usages).toEqual([
      { type: 'organization', id: organization.id, title: 'Bäckerei Sonne' },
    ])
    await client.patch(`/api/organization/${organization.id}`, { backend_colorset_id: null })
    expect((await client.delete(`/api/colorsets/${colorset.id}`)).statusCode).toBe(204)
  })
})
