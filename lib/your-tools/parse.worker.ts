import { readAndKeep, type KeepAs, type ReadInput } from './read-catalog';
import { indexedDbShelf } from './shelf';

/**
 * The parse worker: a pasted or dropped catalog of ten thousand tools is parsed, checked, counted
 * and written to IndexedDB here, off the page's main thread, with progress posted back as it goes.
 * Only a summary goes back: the definitions never cross to the page.
 */
const shelf = indexedDbShelf(indexedDB);

self.onmessage = async (event: MessageEvent<{ id: number; input: ReadInput; as: KeepAs }>) => {
  const { id, input, as } = event.data;
  try {
    const outcome = await readAndKeep(input, as, shelf, (progress) => self.postMessage({ id, progress }));
    self.postMessage({ id, outcome });
  } catch (e) {
    self.postMessage({ id, crash: (e as Error).message });
  }
};
