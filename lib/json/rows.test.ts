import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveSteps } from '@/lib/engine/derive-steps';
import { parseScenarioText } from '@/lib/scenario/schema';
import { startsFolded } from './fold';
import { indexJson, initialFolds, visibleRows, type JsonRow } from './rows';

const dir = path.resolve(__dirname, '../../scenarios');
const payloads = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((file) => {
    const parsed = parseScenarioText(readFileSync(path.join(dir, file), 'utf8'), file);
    if (!parsed.ok) throw new Error(parsed.error);
    return deriveSteps(parsed.scenario).map((step) => ({ name: `${file} step ${step.number}`, payload: step.payload as unknown }));
  });

/** The rows as text, the way the viewer prints them, to compare with JSON.stringify. */
function print(value: unknown, rows: readonly JsonRow[]): string[] {
  const nodes = indexJson(value);
  return rows.map((row) => {
    const node = nodes[row.node]!;
    const key = row.kind !== 'close' && node.key !== undefined ? `${JSON.stringify(node.key)}: ` : '';
    const comma = node.last ? '' : ',';
    const [open, close] = node.isArray ? ['[', ']'] : ['{', '}'];
    const indent = '  '.repeat(row.depth);
    switch (row.kind) {
      case 'scalar':
        return `${indent}${key}${JSON.stringify(node.value) ?? 'null'}${comma}`;
      case 'empty':
        return `${indent}${key}${open}${close}${comma}`;
      case 'open':
        return `${indent}${key}${open}`;
      case 'close':
        return `${indent}${close}${comma}`;
      case 'folded':
        return `${indent}${key}${open}…${close}${comma}`;
    }
  });
}

describe('JSON rows', () => {
  it('expanded, print exactly as JSON.stringify(value, null, 2) does, for every library step', () => {
    for (const { name, payload } of payloads) {
      const nodes = indexJson(payload);
      expect(print(payload, visibleRows(nodes, new Set())).join('\n'), name).toBe(JSON.stringify(payload, null, 2));
    }
  });

  it('compute every node’s compact length as JSON.stringify would, so folding follows fold.ts', () => {
    const odd = { a: undefined, b: [undefined, () => 1, NaN], 'k"y': 'é\n', n: -0.5e-7, e: {} };
    for (const { name, payload } of [...payloads, { name: 'odd', payload: odd }]) {
      const nodes = indexJson(payload);
      expect(nodes[0]!.length, name).toBe(JSON.stringify(payload).length);
      const folded = initialFolds(nodes, null);
      nodes.forEach((node, i) => {
        if (node.branch && node.count > 0) expect(folded.has(i), `${name} node ${i}`).toBe(startsFolded(node.value, node.depth, node.key));
      });
    }
  });

  it('fold a branch into one row and skip its subtree', () => {
    const value = { a: { b: [1, 2] }, c: 3 };
    const nodes = indexJson(value);
    const a = nodes.findIndex((n) => n.key === 'a');
    expect(print(value, visibleRows(nodes, new Set([a])))).toEqual(['{', '  "a": {…},', '  "c": 3', '}']);
    expect(print(value, visibleRows(nodes, initialFolds(nodes, true)))).toEqual(['{…}']);
  });

  it('handle 50,000 levels: linear rows, depth as a number, last level reachable', () => {
    const n = 50_000;
    const deep = JSON.parse(`${'['.repeat(n)}"bottom"${']'.repeat(n)}`);
    const nodes = indexJson(deep);
    expect(nodes).toHaveLength(n + 1);
    const rows = visibleRows(nodes, initialFolds(nodes, false));
    // One opening and one closing row a level, and the scalar at the bottom.
    expect(rows).toHaveLength(2 * n + 1);
    expect(rows[n]).toEqual({ kind: 'scalar', node: n, depth: n });
    expect(nodes[n]!.value).toBe('bottom');
    expect(visibleRows(nodes, initialFolds(nodes, true))).toHaveLength(1);
  });
});
