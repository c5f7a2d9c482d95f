/**
 * A scenario from a file (or a live run opened in the player) travels to the
 * player page through the tab's sessionStorage, so a reload of
 * `/?source=file` still plays it; when storage refuses (too big, private
 * mode), an in-memory copy still serves the client-side navigation.
 */

/** What this needs of `sessionStorage`; a test passes an in-memory stand-in. */
type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const IMPORTED_STORAGE = 'tool-search-lab:imported';

export interface ImportedFile {
  fileName: string;
  text: string;
}

let memory: ImportedFile | null = null;

export function stashImported(file: ImportedFile, storage: TabStorage | null): void {
  memory = file;
  try {
    storage?.setItem(IMPORTED_STORAGE, JSON.stringify(file));
  } catch {
    storage?.removeItem(IMPORTED_STORAGE);
  }
}

export function readImported(storage: TabStorage | null): ImportedFile | null {
  if (memory) return memory;
  try {
    const raw = storage?.getItem(IMPORTED_STORAGE);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ImportedFile>;
    return typeof parsed.fileName === 'string' && typeof parsed.text === 'string' ? { fileName: parsed.fileName, text: parsed.text } : null;
  } catch {
    return null;
  }
}

/** Tests only: forget the in-memory copy. */
export function resetImportedMemory(): void {
  memory = null;
}
