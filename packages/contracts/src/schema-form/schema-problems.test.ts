import { describe, expect, it } from 'vitest'
import { dropUntypedFields, findSchemaProblems } from './schema-problems.ts'

describe('schema problems (spec §5)', () => {
  it('finds missing and duplicate names, also inside groups and repeats', () => {
    const problems = findSchemaProblems([
      { $formkit: 'text', name: 'title' },
      { $formkit: 'text', name: 'title' },
      { $formkit: 'text', name: ' ' },
      {
        $formkit: 'repeat',
        name: 'cards',
        schema: [
          { $formkit: 'text', name: 'a' },
          { $formkit: 'text', name: 'a' },
        ],
      },
      { $formkit: 'group', name: 'cta', children: [{ $formkit: 'url', name: '' }] },
    ])
    expect(problems).toEqual([
      { path: '1.name', problem: 'name_duplicate' },
      { path: '2.name', problem: 'name_missing' },
      { path: '3.schema.1.name', problem: 'name_duplicate' },
      { path: '4.children.0.name', problem: 'name_missing' },
    ])
  })

  it('drops fields without a type at every depth', () => {
    const kept = dropUntypedFields([
      { name: 'untyped' },
      { $formkit: 'group', name: 'g', children: [{ name: 'x' }, { $formkit: 'text', name: 'y' }] },
    ])
    expect(kept).toEqual([
      { $formkit: 'group', name: 'g', children: [{ $formkit: 'text', name: 'y' }] },
    ])
  })
})
