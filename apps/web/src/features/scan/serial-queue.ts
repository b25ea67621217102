/**
 * Runs jobs one after another in arrival order: a class scanning quickly never loses a code,
 * and the replies come back in the order the children scanned.
 */
export interface SerialQueue<T> {
  push: (item: T) => void;
  /** Items waiting plus the one in progress. */
  size: () => number;
}

export function createSerialQueue<T>(
  worker: (item: T) => Promise<void>,
  onSizeChange?: (size: number) => void,
): SerialQueue<T> {
  const items: T[] = [];
  let running = false;

  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (let item = items[0]; item !== undefined; item = items[0]) {
        try {
          await worker(item);
        } catch {
          // The worker reports its own failures; the next scan still goes.
        }
        items.shift();
        onSizeChange?.(items.length);
      }
    } finally {
      running = false;
    }
  };

  return {
    push: (item) => {
      items.push(item);
      onSizeChange?.(items.length);
      void run();
    },
    size: () => items.length,
  };
}
