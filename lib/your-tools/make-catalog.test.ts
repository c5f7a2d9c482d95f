import { describe, expect, it } from 'vitest';
import { toolDefinitionTokens } from '@/lib/engine/context-model';
import { cleanName, makeCatalog, newCatalogId, shownUrl } from './make-catalog';
import { readCatalog, type ReadProgress } from './read-catalog';
import { memoryShelf } from './shelf';
import { isYourCatalogId, summaryOf } from './types';

const schema = { type: 'object', properties: { q: { type: 'string' } } };
const listing = (n: number) => ({ server: { name: 'shop', version: '1' }, tools: Array.from({ length: n }, (_, i) => ({ name: `t${i}`, description: `tool ${i}`, inputSchema: schema })) });

describe('a catalog the user brought, as the browser keeps it', () => {
  it('is read with progress, and each tool counted as the model would see it', () => {
    const progress: ReadProgress[] = [];
    const read = readCatalog({ text: JSON.stringify(listing(1200)) }, (p) => progress.push(p));
    expect(read.ok && read.kind === 'tools' && read.tokens).toHaveLength(1200);
    if (!read.ok || read.kind !== 'tools') throw new Error('not read');
    expect(read.tokens[0]).toBe(toolDefinitionTokens(read.parsed.tools[0]!.definition));
    expect(progress).toEqual([
      { phase: 'parsing' },
      { phase: 'counting', done: 0, total: 1200 },
      { phase: 'counting', done: 500, total: 1200 },
      { phase: 'counting', done: 1000, total: 1200 },
    ]);
  });

  it('reads a value already parsed (a connection’s listing), an MCP configuration, and says what is wrong with the path', () => {
    expect(readCatalog({ value: listing(2) })).toMatchObject({ ok: true, kind: 'tools' });
    expect(readCatalog({ value: { mcpServers: { a: { command: 'npx' } } } })).toMatchObject({ ok: true, kind: 'config', servers: [{ name: 'a' }] });
    expect(readCatalog({ text: '{"tools": [{"name": 3}]}' })).toEqual({ ok: false, error: { path: 'tools[0].name', code: 'tool-name-missing' } });
  });

  it('gets an id made here, never from the text; a clean name; a URL without its query', () => {
    const id = newCatalogId(new Date('2026-11-25T10:00:00Z'), () => 0.5);
    expect(isYourCatalogId(id)).toBe(true);
    expect(isYourCatalogId('yours-<script>')).toBe(false);
    expect(cleanName('  my\n  tools  ', 'x')).toBe('my tools');
    expect(cleanName('   ', 'fallback')).toBe('fallback');
    expect(cleanName('a'.repeat(500), 'x')).toHaveLength(120);
    expect(shownUrl('https://mcp.example.com/mcp?key=secret#frag')).toBe('https://mcp.example.com/mcp');
  });

  it('is kept, listed newest first with its summary, renamed and removed; every change is announced', async () => {
    const shelf = memoryShelf();
    let changes = 0;
    shelf.subscribe(() => changes++);
    const read = readCatalog({ value: listing(3) });
    if (!read.ok || read.kind !== 'tools') throw new Error('not read');
    const older = makeCatalog(read.parsed, read.tokens, { id: 'yours-aaaaaa', name: 'Old', createdAt: '2026-01-01T00:00:00Z', source: { kind: 'paste' } });
    const newer = makeCatalog(read.parsed, read.tokens, { id: 'yours-bbbbbb', name: 'New', createdAt: '2026-02-01T00:00:00Z', source: { kind: 'connect', url: 'https://x.test/mcp', via: 'server' } });
    await shelf.put(older);
    await shelf.put(newer);
    expect((await shelf.list()).map((s) => s.name)).toEqual(['New', 'Old']);
    expect(summaryOf(newer)).toMatchObject({ toolCount: 3, serverNames: ['shop'], totalTokens: read.tokens.reduce((a, b) => a + b, 0), collisionCount: 0 });
    await shelf.rename('yours-aaaaaa', 'Renamed');
    expect((await shelf.get('yours-aaaaaa'))?.name).toBe('Renamed');
    await shelf.remove('yours-bbbbbb');
    expect((await shelf.list()).map((s) => s.id)).toEqual(['yours-aaaaaa']);
    expect(changes).toBe(4);
  });
});
