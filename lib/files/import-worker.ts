import { checkScenarioText } from './check-scenario';
import type { WorkerReply, WorkerRequest } from './import-file';

/**
 * The import's heavy part, off the page's main thread: the tab keeps
 * answering while a big file is checked and its steps derived. The scenario
 * and its steps go back in one message, so the steps' payloads are still the
 * scenario's own objects on the other side.
 */
const reply = (message: WorkerReply) => self.postMessage(message);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { text, fileName } = event.data;
  reply({ type: 'progress', phase: 'checking' });
  const result = checkScenarioText(text, fileName, (phase) => reply({ type: 'progress', phase }));
  if (result.ok) reply({ type: 'progress', phase: 'opening' });
  reply({ type: 'done', result: result.ok ? { ok: true, scenario: result.scenario, steps: [...result.steps] } : result });
};
