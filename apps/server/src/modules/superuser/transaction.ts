import type { Db } from '../../db/client.ts'

/** Runs `work` in one transaction, handed over as a `Db` (the repositories take either). */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db))
