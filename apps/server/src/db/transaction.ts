import type { Db } from './client.ts'

/**
 * Runs `work` in one transaction (a savepoint when `db` is a transaction already), handed over as a
 * `Db`: the executor repositories take. Services do not call it: they ask a repository (decision
 * 063).
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db))
