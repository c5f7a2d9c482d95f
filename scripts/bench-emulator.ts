/**
 * How long the emulator takes to answer a request at the API's ceiling of
 * 10,000 deferred tools: its whole first response (validation, deferral, the
 * search index, the scripted model reading the question, writing its search
 * and choosing), in client mode, per search variant. The body is handed to the
 * emulator in-process: with real descriptions 10,000 tools are more than the
 * 8 MiB its HTTP route accepts.
 *   tsx scripts/bench-emulator.ts   → prints the figures as JSON
 */
import { emulateMessage } from '@/lib/service/emulator';
import { requestTemplate } from '@/lib/live/request-template';
import type { ToolDefinition } from '@/lib/scenario/types';
import { MAX_DEFERRED_TOOLS } from '@/lib/protocol/limits';
import { DEFAULT_MODEL_ID } from '@/lib/protocol/models';
import { DEFAULT_CATALOG_DIR, loadCatalogDir, syntheticCatalog } from './bench-search';

export interface EmulatorBench {
  tools: number;
  question: string;
  /** Median and slowest of the timed runs, per variant, in ms. */
  first_response_ms: Record<'regex' | 'bm25', { median: number; max: number }>;
}

const QUESTION = 'Scale the checkout deployment to 5 replicas';
const RUNS = 5;

export async function benchEmulator(size = MAX_DEFERRED_TOOLS): Promise<EmulatorBench> {
  // One definition a name: a request cannot name a tool twice (github.json holds its default toolsets' tools too).
  const unique = [...new Map(loadCatalogDir(DEFAULT_CATALOG_DIR).map((t) => [t.name, t])).values()];
  const definitions = syntheticCatalog(unique, size) as ToolDefinition[];
  const result: EmulatorBench = { tools: definitions.length, question: QUESTION, first_response_ms: { regex: { median: 0, max: 0 }, bm25: { median: 0, max: 0 } } };
  for (const search of ['regex', 'bm25'] as const) {
    const request = requestTemplate({ mode: 'client', search, model: DEFAULT_MODEL_ID, maxTokens: 1024, definitions })([{ role: 'user', content: QUESTION }]);
    const answer = async () => {
      const outcome = await emulateMessage(request);
      if (!outcome.ok) throw new Error(`the emulator refused the bench request: ${outcome.error.message}`);
    };
    await answer(); // warm-up
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await answer();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    result.first_response_ms[search] = { median: Math.round(times[Math.floor(times.length / 2)]! * 10) / 10, max: Math.round(times.at(-1)! * 10) / 10 };
  }
  return result;
}

if (/bench-emulator\.ts$/.test(process.argv[1] ?? '')) {
  benchEmulator()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
