import { describe, expect, it } from 'vitest'
import {
  buildModules,
  buildOrder,
  ModuleGraphError,
  type AnyModule,
  type Kernel,
} from './modules.ts'

/** A module of the given name and needs that provides its name and records when it was built. */
const moduleOf = (name: string, needs: string[], built: string[] = []) =>
  ({
    name,
    needs,
    async build(_kernel: Kernel, ports: Record<string, unknown>) {
      built.push(name)
      return { provides: { name, saw: needs.map((n) => ports[n]) } }
    },
  }) as unknown as AnyModule

const kernel = {} as Kernel

describe('the modules of the server (decision 058)', () => {
  it('builds each module after the ones it needs, with the ports it declared', async () => {
    const built: string[] = []
    const { ports } = await buildModules(kernel, [
      moduleOf('organizations', ['themes', 'billing'], built),
      moduleOf('billing', [], built),
      moduleOf('themes', ['fonts'], built),
      moduleOf('fonts', [], built),
    ])
    expect(built).toEqual(['fonts', 'themes', 'billing', 'organizations'])
    expect((ports as unknown as Record<string, { saw: unknown[] }>).organizations!.saw).toEqual([
      { name: 'themes', saw: [{ name: 'fonts', saw: [] }] },
      { name: 'billing', saw: [] },
    ])
  })

  it('refuses modules that need each other, naming the cycle', () => {
    expect(() =>
      buildOrder([
        moduleOf('organizations', ['themes']),
        moduleOf('themes', ['fonts']),
        moduleOf('fonts', ['organizations']),
      ]),
    ).toThrow(
      new ModuleGraphError(
        'modules need each other in a cycle: organizations → themes → fonts → organizations',
      ),
    )
  })

  it('refuses a need of a module that is not there, and a module listed twice', () => {
    expect(() => buildOrder([moduleOf('sites', ['media'])])).toThrow(
      'module "sites" needs "media", which is not a module',
    )
    expect(() => buildOrder([moduleOf('media', []), moduleOf('media', [])])).toThrow(
      'module "media" is listed twice',
    )
  })

  it('refuses a port the module did not declare, at its first use', async () => {
    const sneaky = {
      name: 'sites',
      needs: ['media'],
      async build(_kernel: Kernel, ports: Record<string, unknown>) {
        return { provides: ports.billing }
      },
    } as unknown as AnyModule
    await expect(
      buildModules(kernel, [moduleOf('media', []), moduleOf('billing', []), sneaky]),
    ).rejects.toThrow('module "sites" uses "billing" without declaring it')
  })
})
