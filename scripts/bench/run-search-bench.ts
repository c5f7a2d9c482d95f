/**
 * Runs `benchSearch()` from scripts/bench-search.ts (another module, written
 * separately, that may not exist yet) and prints its result as one JSON line
 * after a marker, so scripts/bench.mjs can pick it out of any other output.
 *   tsx scripts/bench/run-search-bench.ts
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const RESULT_MARKER = 'BENCH_SEARCH_RESULT ';

async function main() {
  const file = path.resolve(__dirname, '../bench-search.ts');
  if (!existsSync(file)) return { skipped: 'scripts/bench-search.ts does not exist' };
  // A computed path: the type checker must not require the module to exist.
  const mod = (await import(file)) as { benchSearch?: unknown; default?: { benchSearch?: unknown } };
  const benchSearch = mod.benchSearch ?? mod.default?.benchSearch;
  if (typeof benchSearch !== 'function') return { skipped: 'scripts/bench-search.ts does not export benchSearch()' };
  const search = (await benchSearch()) as Record<string, unknown>;
  // The emulator's whole answer to a 10,000-tool request, beside the bare search figures.
  const { benchEmulator } = await import('../bench-emulator');
  return { ...search, emulator: await benchEmulator() };
}

main().then(
  (result) => console.log(`\n${RESULT_MARKER}${JSON.stringify(result)}`),
  (e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
