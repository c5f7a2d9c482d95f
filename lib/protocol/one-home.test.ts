import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MCP_BETAS } from './betas';
import { BUILTIN_MCP_ORIGIN } from './mcp-urls';
import { SEARCH_TOOL_TYPES, SEARCH_TOOLS } from './search-tools';

/**
 * lib/protocol is the one home of the wire's facts. This reads every string the shipped code and
 * the scripts hold (string and template literals: comments may name a fact, code may not) and
 * fails on a second copy of one: a beta, a search tool's type or name, a lab header, the demo MCP
 * origin, a model id. The copy must import the fact from lib/protocol instead.
 */
const root = path.resolve(__dirname, '../..');
const SCANNED = ['app', 'components', 'hooks', 'lib', 'scripts', 'proxy.ts'];
const HOME = path.join('lib', 'protocol');

const FACTS: Array<[string, RegExp]> = [
  ['an MCP connector beta', new RegExp(MCP_BETAS.map((b) => b.replace(/[-]/g, '\\-')).join('|'))],
  ['a search tool type or name', new RegExp(`\\b(?:${[...new Set([...SEARCH_TOOL_TYPES, SEARCH_TOOLS.custom.name])].join('|')})\\b`)],
  ['a lab header', /x-tool-search-lab-/],
  ['the demo MCP origin', new RegExp(new URL(BUILTIN_MCP_ORIGIN).host.replace(/\./g, '\\.'))],
  ['a model id', /\bclaude-(?:haiku|sonnet|opus|fable|mythos|instant|\d)(?:-[\w.]+)*/],
];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(entry, d.name);
    if (d.isDirectory()) return rel === HOME ? [] : sourceFiles(rel);
    return /\.(?:ts|tsx|mts|mjs)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !d.name.endsWith('.d.mts') ? [rel] : [];
  });
}

/** The text of every string and template literal in a file. */
function literals(file: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      // Module names are paths, not facts.
      if (!(ts.isStringLiteral(node) && (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isExternalModuleReference(node.parent)))) {
        found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('lib/protocol is the one home of the wire facts', () => {
  const files = SCANNED.flatMap(sourceFiles);

  it('scans the shipped code and the scripts', () => {
    expect(files).toContain(path.join('lib', 'live', 'request-template.ts'));
    expect(files.some((f) => f.startsWith(HOME))).toBe(false);
  });

  it('finds no second copy of a protocol fact in a string outside lib/protocol', () => {
    const copies = files.flatMap((file) =>
      literals(file).flatMap(({ text, line }) => FACTS.filter(([, pattern]) => pattern.test(text)).map(([what]) => `${file}:${line} holds ${what}: ${JSON.stringify(text.slice(0, 80))}`)),
    );
    expect(copies).toEqual([]);
  });

  it('would catch one: a copy in a string is found, the same words in a comment are not', () => {
    const probe = (text: string) => FACTS.filter(([, pattern]) => pattern.test(text)).map(([what]) => what);
    expect(probe(`betas: ['${MCP_BETAS[0]}']`)).toEqual(['an MCP connector beta']);
    expect(probe('tool_search_tool_bm25_20251119')).toEqual(['a search tool type or name']);
    expect(probe('claude-opus-4-8')).toEqual(['a model id']);
    expect(probe('x-tool-search-lab-pace-ms')).toEqual(['a lab header']);
  });
});
