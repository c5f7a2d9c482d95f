import { readCatalog, type ReadInput } from './read-catalog';

/**
 * The parse worker: a pasted or dropped catalog of ten thousand tools is parsed, checked and
 * counted here, off the page's main thread, with progress posted back as it goes.
 */
self.onmessage = (event: MessageEvent<{ id: number; input: ReadInput }>) => {
  const { id, input } = event.data;
  try {
    const outcome = readCatalog(input, (progress) => self.postMessage({ id, progress }));
    self.postMessage({ id, outcome });
  } catch (e) {
    self.postMessage({ id, crash: (e as Error).message });
  }
};
