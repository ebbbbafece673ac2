import { describe, expect, it } from 'vitest'
import { uploadFormData } from './upload-form-data'

const file = new File(['x'], 'Sommer.png', { type: 'image/png' })

describe('uploadFormData (spec §5, §7)', () => {
  it('trims name and alt and sends them only when not empty', () => {
    const body = uploadFormData({
      file,
      categoryId: 3,
      name: '  Sommerfest  ',
      alt: '   ',
      organizationId: 7,
    })
    expect(body.get('name')).toBe('Sommerfest')
    expect(body.has('alt')).toBe(false)
    expect(body.get('namespace')).toBe('media')
    expect(body.get('filename')).toBe('Sommer.png')
    expect(body.get('category_id')).toBe('3')
    expect(body.get('organization_id')).toBe('7')
    expect((body.get('file') as File).name).toBe('Sommer.png')
  })

  it('sends no category for the root', () => {
    const body = uploadFormData({
      file,
      categoryId: 0,
      name: '',
      alt: ' Ein Strand ',
      organizationId: 7,
    })
    expect(body.has('category_id')).toBe(false)
    expect(body.has('name')).toBe(false)
    expect(body.get('alt')).toBe('Ein Strand')
  })
})
