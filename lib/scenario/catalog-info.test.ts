import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogAttribution, isCatalogId } from './catalog-info';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The rows of every table in SOURCES.md that describe a `*.json` file, as header → cell. */
function sourceRows(markdown: string): Array<Record<string, string>> {
  const rows: Array<Record<string, string>> = [];
  let header: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      header = [];
      continue;
    }
    const cells = line.slice(1, -1).split('|').map((c) => c.trim());
    if (header.length === 0) header = cells;
    else if (cells[0]?.endsWith('.json')) rows.push(Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
  }
  return rows;
}

describe('the shipped catalogs', () => {
  it('are the files in data/catalogs, each with the tool count its entry states', () => {
    for (const info of CATALOGS) {
      const tools = JSON.parse(read(info.file)) as unknown[];
      expect(tools, info.id).toHaveLength(info.tools);
    }
    expect(new Set(CATALOGS.map((c) => c.id)).size).toBe(CATALOGS.length);
  });

  it('are described in data/catalogs/SOURCES.md exactly as listed here, and nothing else is', () => {
    const rows = sourceRows(read('data/catalogs/SOURCES.md'));
    expect(rows.map((r) => r.file).sort()).toEqual(CATALOGS.map((c) => path.basename(c.file)).sort());
    for (const row of rows) {
      const info = CATALOGS.find((c) => path.basename(c.file) === row.file)!;
      expect(Number(row.tools), row.file).toBe(info.tools);
      // The table written for this app's own catalog has no source columns.
      if (row.repo === undefined) continue;
      expect({ repo: row.repo, commit: row['commit / release'], licence: row.licence }, row.file).toEqual({
        repo: info.repo,
        commit: info.commit,
        licence: info.licence,
      });
      const items = JSON.parse(read(info.file)) as unknown[];
      expect(Number(row['compact chars']), row.file).toBe(items.reduce<number>((n, item) => n + JSON.stringify(item).length, 0));
    }
  });

  it('know their ids, and nothing that merely looks like a property of an object', () => {
    expect(isCatalogId('github')).toBe(true);
    expect(isCatalogId('github.json')).toBe(false);
    expect(isCatalogId('__proto__')).toBe(false);
    expect(() => catalogAttribution('toString')).toThrow('unknown catalog "toString"');
  });
});
