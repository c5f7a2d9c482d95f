import { parseArgs } from 'node:util';
import { catalogInfo } from '@/lib/scenario/catalog-info';
import { SCENARIO_SEARCHES } from '@/lib/protocol/search-tools';
import { DEFAULT_MAX_TOKENS, DEFAULT_MODEL, type RecordArgs, type RecordSpec } from './record-spec';

export type Command =
  | { kind: 'one'; spec: RecordSpec; out: string; forceEmulator: boolean }
  | { kind: 'all'; only?: string[] }
  | { kind: 'help' };

export const USAGE = `Usage:
  npm run record -- --catalog <id>[,<id>] --question "…" --mode mcp|client --search regex|bm25|custom
                    [--question "follow-up…"] [--id x] [--title …] [--description …] [--out scenarios/x.json]
                    [--system "…"] [--model ${DEFAULT_MODEL}] [--max-tokens ${DEFAULT_MAX_TOKENS}] [--defer-all]
                    [--mcp-url <catalog-id>=<https url>] [--emulator]
  npm run record -- --all [--only id,id]

Records through @anthropic-ai/sdk: in-process against the emulator, or against the real API when
ANTHROPIC_API_KEY is set (unless --emulator). --all always uses the emulator.`;

const oneOf = <T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T => {
  if (value && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`--${name} must be one of ${allowed.join(', ')}`);
};

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'scenario'
  );
}

export function parseCommand(argv: readonly string[]): Command {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      all: { type: 'boolean' },
      only: { type: 'string' },
      catalog: { type: 'string' },
      question: { type: 'string', multiple: true },
      mode: { type: 'string' },
      search: { type: 'string' },
      id: { type: 'string' },
      title: { type: 'string' },
      description: { type: 'string' },
      out: { type: 'string' },
      system: { type: 'string' },
      model: { type: 'string' },
      'max-tokens': { type: 'string' },
      'defer-all': { type: 'boolean' },
      'mcp-url': { type: 'string', multiple: true },
      emulator: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return { kind: 'help' };
  if (values.all) return { kind: 'all', ...(values.only ? { only: values.only.split(',') } : {}) };

  const catalogs = (values.catalog ?? '').split(',').filter(Boolean);
  if (catalogs.length === 0) throw new Error('--catalog is required');
  for (const id of catalogs) if (!catalogInfo(id)) throw new Error(`unknown catalog "${id}" (see data/catalogs/SOURCES.md)`);
  const questions = values.question ?? [];
  if (questions.length === 0) throw new Error('--question is required');

  const mcpUrls: Record<string, string> = {};
  for (const pair of values['mcp-url'] ?? []) {
    const [id, url] = pair.split(/=(.*)/s);
    if (!id || !url || !catalogs.includes(id)) throw new Error(`--mcp-url takes <catalog-id>=<url> for one of ${catalogs.join(', ')}`);
    mcpUrls[id] = url;
  }
  const maxTokens = positiveInt('max-tokens', values['max-tokens']);
  const args: RecordArgs = {
    catalogs,
    questions,
    mode: oneOf('mode', values.mode, ['mcp', 'client'] as const),
    search: oneOf('search', values.search, SCENARIO_SEARCHES),
    ...(values.model ? { model: values.model } : {}),
    ...(maxTokens ? { maxTokens } : {}),
    ...(values.system ? { system: values.system } : {}),
    ...(values['defer-all'] ? { deferAll: true } : {}),
    ...(Object.keys(mcpUrls).length > 0 ? { mcpUrls } : {}),
  };
  const id = values.id ?? slug(`${args.mode}-${args.search}-${questions[0]}`);
  const first = questions[0] ?? '';
  return {
    kind: 'one',
    spec: {
      id,
      title: values.title ?? first,
      description: values.description ?? `“${first}” with ${catalogs.join(', ')} (${args.mode} mode, ${args.search} search).`,
      args,
    },
    out: values.out ?? `scenarios/${id}.json`,
    forceEmulator: values.emulator === true,
  };
}
