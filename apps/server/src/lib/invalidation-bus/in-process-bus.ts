import type { InvalidationBus } from './bus.ts'

/** One process (PGlite, or no shared service configured): an event is applied where it happens. */
export function createInProcessBus<E>(): InvalidationBus<E> {
  const handlers: ((event: E) => void)[] = []
  return {
    kind: 'in-process',
    publish: (event) => handlers.forEach((handler) => handler(event)),
    subscribe: (handler) => void handlers.push(handler),
    // Nothing connects, so nothing is ever missed.
    onResync: () => undefined,
    close: async () => undefined,
  }
}
