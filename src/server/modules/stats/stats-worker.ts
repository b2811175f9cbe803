/**
 * The statistics worker (decision 700): a `node:worker_threads` thread that turns whole batches of
 * raw hits into rows (isbot, the visitor's HMAC, source, country, device), so that the parsing runs
 * on another core and never on the request path. Holds nothing between batches but caches (HitMemory).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openCountryLookup, type TrustProxy } from './country';
import { HitMemory, processHits } from './hit-processing';
import { yieldToRequests } from './thread-priority';

export interface WorkerSetup {
  geoDb?: string | undefined;
  trustProxy: TrustProxy;
}

export interface WorkerRequest {
  id: number;
  /** Lines made by encodeHit, joined. */
  hits: string;
  salts: Record<string, string>;
}

const setup = workerData as WorkerSetup;
yieldToRequests();
const geo = openCountryLookup(setup);
const memory = new HitMemory();

parentPort?.on('message', (request: WorkerRequest) => {
  void geo
    .then((lookup) => {
      const batch = processHits(request.hits, request.salts, lookup, memory);
      // The binary COPY is moved to the main thread, not copied.
      parentPort?.postMessage({ id: request.id, batch }, [batch.copy.buffer]);
    })
    .catch((error: unknown) => parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }));
});
