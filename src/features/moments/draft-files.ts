/**
 * The pictures of the photo post being written, kept in IndexedDB (localStorage holds only text),
 * so a draft survives a reload with its pictures. Every call resolves; `loadDraftFiles` answers
 * null when the browser keeps nothing (private mode, storage off), and the composer asks the
 * visitor to pick the pictures again.
 */
const DATABASE = 'app-moments';
const STORE = 'post-draft-files';
const KEY = 'files';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/** Keeps `files` (in order) as the draft's pictures; false when they could not be kept. */
export async function saveDraftFiles(files: readonly File[]): Promise<boolean> {
  try {
    await run('readwrite', (store) => store.put([...files], KEY));
    return true;
  } catch {
    return false;
  }
}

/** The draft's pictures, [] when there are none, null when the browser could not keep any. */
export async function loadDraftFiles(): Promise<File[] | null> {
  try {
    const files = await run<unknown>('readonly', (store) => store.get(KEY));
    return Array.isArray(files) ? files.filter((file): file is File => file instanceof Blob) : [];
  } catch {
    return null;
  }
}

export async function clearDraftFiles(): Promise<void> {
  try {
    await run('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
