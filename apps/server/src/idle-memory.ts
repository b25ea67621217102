import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/** V8's young generation at rest is 1–4 MB; it grows to two 16 MB halves under pressure. */
const YOUNG_AT_REST = 8 * 1024 * 1024;
/** Below this share of the time busy, the server counts as idle. */
const IDLE_BELOW = 0.05;

type Collect = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

/**
 * Gives the memory of a busy spell back once the server is idle (decision 0032). V8 grows its
 * young generation to 32 MB while the server starts — most of what starting makes lives on —
 * and shrinks it only in a full collection made while little is being allocated, which an idle
 * server never makes: 13 MB of the idle resident memory issue 22 budgets. So every `everyMs`,
 * if the event loop was idle over that time and the young generation is large, one collection
 * is started (incremental: no pause anyone waits on). Answers the stop.
 */
export function returnMemoryWhenIdle(everyMs = 5000): () => void {
  let collect: Collect | undefined;
  let since = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const busy = performance.eventLoopUtilization(since).utilization;
    since = performance.eventLoopUtilization();
    const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    if (busy >= IDLE_BELOW || !young || young.space_size <= YOUNG_AT_REST) return;
    // Node has no other way to ask for a collection than V8's gc(), exposed to a new context.
    if (!collect) {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as Collect;
    }
    void collect({ type: 'major', execution: 'async' });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
