import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import { memoryScanStore } from './memory-scan-store.ts';
import type { NewScan, ScanStore, StoredScan } from './stored-scan.ts';

interface StationDb extends DBSchema {
  scans: {
    key: number;
    value: StoredScan;
    indexes: { 'by-state': string };
  };
}

const DB_NAME = 'zechus-station';

let opening: Promise<IDBPDatabase<StationDb>> | null = null;

const database = (): Promise<IDBPDatabase<StationDb>> => {
  opening ??= openDB<StationDb>(DB_NAME, 1, {
    upgrade(db) {
      // The key is the order of scanning: autoIncrement hands out increasing numbers even to two
      // tabs adding at once, so "oldest first" is the order the children scanned.
      const scans = db.createObjectStore('scans', { keyPath: 'seq', autoIncrement: true });
      scans.createIndex('by-state', 'state');
    },
  });
  return opening;
};

/** The station's scans in this browser's IndexedDB: they outlive a reload, a closed tab, a restart. */
export const indexedDbScanStore: ScanStore = {
  async add(scan: NewScan) {
    const db = await database();
    // The store gives `seq`; the record goes in without it.
    const seq = await db.add('scans', scan as StoredScan);
    return { ...scan, seq };
  },
  async waiting() {
    const db = await database();
    // An index lists equal keys by primary key: oldest first.
    return db.getAllFromIndex('scans', 'by-state', 'waiting');
  },
  async get(seq) {
    return (await database()).get('scans', seq);
  },
  async put(scan) {
    await (await database()).put('scans', scan);
  },
  async recent(limit) {
    const db = await database();
    const found: StoredScan[] = [];
    let cursor = await db.transaction('scans').store.openCursor(null, 'prev');
    while (cursor && found.length < limit) {
      found.push(cursor.value);
      cursor = await cursor.continue();
    }
    return found;
  },
  async lastSent() {
    const db = await database();
    const cursor = await db.transaction('scans').store.index('by-state').openCursor('sent', 'prev');
    return cursor?.value;
  },
  async prune(keep) {
    const db = await database();
    const tx = db.transaction('scans', 'readwrite');
    let kept = 0;
    let cursor = await tx.store.openCursor(null, 'prev');
    while (cursor) {
      if (cursor.value.state !== 'waiting' && ++kept > keep) await cursor.delete();
      cursor = await cursor.continue();
    }
    await tx.done;
  },
};

/**
 * The station's store: IndexedDB, or (where the browser refuses it) this page's memory, which
 * the station says so the teacher keeps the page open until everything is sent.
 */
export async function openScanStore(): Promise<{ store: ScanStore; kept: boolean }> {
  try {
    await database();
    return { store: indexedDbScanStore, kept: true };
  } catch {
    opening = null;
    return { store: memoryScanStore(), kept: false };
  }
}
