import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The statistics worker's niceness: counting takes the CPU that serving pages leaves (decision 700). */
export const WORKER_NICE = 10;

/**
 * Serving pages comes first: on Linux the calling thread (the statistics worker) lowers its own
 * scheduling priority (a thread is a task with its own id, read from /proc/thread-self), so that on
 * a busy machine (one core, or cores shared with other work) the request thread gets the CPU and
 * counting uses what is left. Never the main thread; elsewhere, or if refused, nothing changes.
 */
export function yieldToRequests(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0 && tid !== process.pid) setPriority(tid, WORKER_NICE);
  } catch {
    // Not Linux: the default priority.
  }
}
