import { describe, expect, it } from 'vitest';
import { combineChosen, readChosen } from './chosen-catalog';
import { makeCatalog } from './make-catalog';
import { readCatalog } from './read-catalog';
import { memoryShelf } from './shelf';

const schema = { type: 'object', properties: { q: { type: 'string' } } };
const tool = (name: string) => ({ name, description: `${name} things`, input_schema: schema });

function kept(id: string, name: string, value: unknown) {
  const read = readCatalog({ value });
  if (!read.ok || read.kind !== 'tools') throw new Error('not read');
  return makeCatalog(read.parsed, read.tokens, { id, name, createdAt: '2026-01-01T00:00:00Z', source: { kind: 'paste' } });
}

const shop = kept('yours-aaaaaa', 'Shop', [tool('find'), tool('order')]);
const crm = kept('yours-bbbbbb', 'CRM', { servers: { crm: [tool('find')], mail: [tool('send')] } });

describe('the catalogs a page chose, as one catalog', () => {
  it('a kept catalog alone is read as it was kept: its own names, its shape', () => {
    const one = combineChosen(null, [shop]);
    expect(one).toMatchObject({ ok: true, kind: 'tools', shape: 'api-tools' });
    expect(one.ok && one.kind === 'tools' && one.tools.map((t) => t.name)).toEqual(['find', 'order']);
  });

  it('joined with shipped ones, each keeps its servers; an unnamed listing takes its catalog’s name; collisions are found across them', () => {
    const all = combineChosen({ servers: { github: [tool('search_code')] } }, [shop, crm]);
    if (!all.ok || all.kind !== 'tools') throw new Error('not combined');
    expect(all.tools.map((t) => t.name)).toEqual(['github_search_code', 'Shop_find', 'Shop_order', 'crm_find', 'mail_send']);
    expect(all.collisions).toEqual([{ bareName: 'find', servers: ['Shop', 'crm'], names: ['Shop_find', 'crm_find'] }]);
  });

  it('shipped catalogs alone are parsed as given', () => {
    const shipped = combineChosen([tool('a'), tool('b')], []);
    expect(shipped.ok && shipped.kind === 'tools' && shipped.tools.map((t) => t.name)).toEqual(['a', 'b']);
  });

  it('reads kept catalogs from the shelf by id, and names those no longer kept', async () => {
    const shelf = memoryShelf();
    await shelf.put(shop);
    const read = await readChosen({ shipped: null, yours: ['yours-aaaaaa'] }, shelf);
    expect(read.ok && read.parsed.ok && read.parsed.kind === 'tools' && read.parsed.tools).toHaveLength(2);
    expect(await readChosen({ shipped: null, yours: ['yours-aaaaaa', 'yours-gone00'] }, shelf)).toEqual({ ok: false, missing: ['yours-gone00'] });
  });
});
