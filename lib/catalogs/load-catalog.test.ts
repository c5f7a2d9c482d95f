import { describe, expect, it } from 'vitest';
import { CATALOGS } from '@/lib/scenario/catalog-info';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import { loadCatalogChunk } from './load-catalog';

describe('loadCatalogChunk', () => {
  it('loads every shipped catalog, with the tool count its attribution states, the same as the server’s bundled copy', async () => {
    for (const info of CATALOGS) {
      const tools = await loadCatalogChunk(info.id);
      expect(tools, info.id).toHaveLength(info.tools);
      expect(tools.every((t) => typeof t.name === 'string' && t.input_schema?.type === 'object'), info.id).toBe(true);
      expect(tools, info.id).toEqual(bundledCatalogTools(info.id));
    }
  });

  it('refuses an unknown id, and one that only looks like a key of an object', async () => {
    await expect(loadCatalogChunk('nope')).rejects.toThrow('unknown catalog "nope"');
    await expect(loadCatalogChunk('toString')).rejects.toThrow('unknown catalog "toString"');
    expect(() => bundledCatalogTools('constructor')).toThrow('unknown catalog "constructor"');
  });
});
