// Lowers the CPU priority (nice value) of the worker thread that imports it first, when its parent
// asks for it in `workerData.nice` (decision 055): the work of a tenant whose templates or styles
// ended a worker then yields the cores to every other tenant's. Plain JavaScript, imported before
// anything else a worker loads, so that its start-up runs at the lower priority too.
import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'
import { workerData } from 'node:worker_threads'

const nice = workerData?.nice
if (nice) {
  try {
    // Linux keeps a nice value per thread; /proc/thread-self names this thread's id.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (threadId > 0) setPriority(threadId, nice)
  } catch {
    // Elsewhere the worker keeps the process's priority: fairness then rests on the queues alone.
  }
}
