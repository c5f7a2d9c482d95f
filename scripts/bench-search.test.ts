import { describe, expect, it } from 'vitest';
import { SEARCH_ALGORITHMS } from '@/lib/protocol/search-tools';
import { benchSearch, DEFAULT_CATALOG_DIR, loadCatalogDir, syntheticCatalog } from './bench-search';

const catalogDir = DEFAULT_CATALOG_DIR;

describe('bench-search', () => {
  it('pads a catalog to 10,000 tools with renamed copies', () => {
    const base = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    const out = syntheticCatalog(base, 7);
    expect(out.map((t) => t.name)).toEqual(['a', 'b', 'c', 'a_copy1', 'b_copy1', 'c_copy1', 'a_copy2']);
    expect(syntheticCatalog(base).length).toBe(10_000);
    expect(new Set(syntheticCatalog(base).map((t) => t.name)).size).toBe(10_000);
  });

  it('loads only tool arrays from the catalog folder', () => {
    const tools = loadCatalogDir(catalogDir);
    expect(tools.length).toBeGreaterThan(100);
    expect(tools.every((t) => typeof t.name === 'string')).toBe(true);
    expect(tools.some((t) => 'toolsets' in t)).toBe(false); // github.meta.json is not a catalog
  });

  it('measures index builds and query percentiles for all three variants', async () => {
    // A small catalog and one run each: this checks the bench works; `npm run bench` runs it at 10,000 tools.
    // Its clock moves on 1 ms a read, so every timed build and query lasts exactly 1 ms.
    let now = 0;
    const result = await benchSearch({ catalogDir, size: 500, buildRuns: 2, queryRuns: 1, clock: () => now++ });
    expect(result.tools).toBe(500);
    for (const variant of SEARCH_ALGORITHMS) {
      expect(result.index_build_ms[variant], variant).toBe(1);
      expect(result.query_ms[variant], variant).toEqual({ p50: 1, p95: 1 });
    }
    // How fast is for `npm run bench` on a quiet machine to say (targets: 300 ms / 5 ms / 50 ms), not for a test.
  });
});
