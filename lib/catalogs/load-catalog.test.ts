import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { LOADABLE_CATALOG_IDS, loadCatalog } from './load-catalog';

describe('loadCatalog', () => {
  it('can load every shipped catalog, with the tool count its attribution states', async () => {
    expect([...LOADABLE_CATALOG_IDS].sort()).toEqual(CATALOGS.map((c) => c.id).sort());
    for (const info of CATALOGS) {
      const tools = await loadCatalog(info.id);
      expect(tools, info.id).toHaveLength(info.tools);
      expect(tools.every((t) => typeof t.name === 'string' && t.input_schema?.type === 'object'), info.id).toBe(true);
    }
  });

  it('refuses an unknown id', async () => {
    await expect(loadCatalog('nope')).rejects.toThrow('unknown catalog "nope"');
  });
});
