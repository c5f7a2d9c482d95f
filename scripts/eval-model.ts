import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import type { MessagesExchange, Scenario, ToolDefinition } from '@/lib/scenario/types';
import { SEARCH_TOOLS } from '@/lib/protocol/search-tools';
import { bundledCatalogTools } from '@/lib/service/catalog-data';
import { createRecordingClient } from '@/lib/server/emulator-client';
import { recordScenario } from './record-scenario';
import type { RecordArgs } from './record-spec';

/**
 * `npm run eval:model`: runs the emulator's scripted model over a question set
 * through the real SDK (as the recorder does) and reports, per search variant,
 * how often the first tool call is acceptable, whether every input validates
 * against the tool's input_schema (ajv), calls made where nothing fits, and
 * write tools called for read questions. `--strict` exits non-zero when a
 * target is missed; `--only q01,q02` and `--verbose` help while tuning;
 * `--questions=path` runs another question set of the same shape.
 */

export interface EvalQuestion {
  id: string;
  catalogs: string[];
  question: string;
  kind: 'read' | 'write';
  /** Acceptable first tools; empty: nothing fits, the model must call nothing. */
  accept: string[];
  heldOut?: boolean;
}

export interface Variant {
  id: string;
  mode: RecordArgs['mode'];
  search: RecordArgs['search'];
}

export const VARIANTS: Variant[] = [
  { id: 'regex (MCP)', mode: 'mcp', search: 'regex' },
  { id: 'bm25 (MCP)', mode: 'mcp', search: 'bm25' },
  { id: 'regex (client)', mode: 'client', search: 'regex' },
  { id: 'bm25 (client)', mode: 'client', search: 'bm25' },
  { id: 'custom (client)', mode: 'client', search: 'custom' },
];

export interface CallRecord {
  name: string;
  input: unknown;
  schemaErrors?: string;
  write: boolean;
}

export interface QuestionOutcome {
  question: EvalQuestion;
  calls: CallRecord[];
  firstTool?: string;
  firstOk: boolean;
  finalText: string;
  searches: string[];
  decisions: string[];
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

function definitionOf(catalogs: readonly string[], name: string): ToolDefinition | undefined {
  for (const id of catalogs) {
    const found = bundledCatalogTools(id).find((t) => t.name === name);
    if (found) return found;
  }
  return undefined;
}

export function schemaErrors(catalogs: readonly string[], name: string, input: unknown): string | undefined {
  const definition = definitionOf(catalogs, name);
  if (!definition) return `no tool named ${name}`;
  const key = `${catalogs.join(',')}:${name}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(definition.input_schema as object);
    validators.set(key, validate);
  }
  return validate(input) ? undefined : ajv.errorsText(validate.errors);
}

/** A write tool, by the same reading the model uses (the first verb of its name). */
export function isWriteTool(name: string): boolean {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
  if (words.includes('search')) return false;
  const READ = new Set(['get', 'list', 'read', 'retrieve', 'query', 'find', 'fetch', 'download', 'view', 'show', 'status', 'log', 'diff', 'tree', 'me', 'self', 'history', 'replies', 'unreads', 'echo', 'convert', 'sum', 'geocode', 'blame', 'open', 'info', 'branch']);
  const WRITE = new Set(['create', 'add', 'post', 'write', 'update', 'edit', 'set', 'patch', 'delete', 'remove', 'move', 'transition', 'assign', 'merge', 'star', 'unstar', 'fork', 'push', 'upload', 'copy', 'link', 'mark', 'dismiss', 'resolve', 'unresolve', 'reprioritize', 'request', 'submit', 'trigger', 'toggle', 'manage', 'commit', 'checkout', 'reset', 'batch', 'send', 'reply']);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  const verb = READ.has(first) || WRITE.has(first) ? first : READ.has(last) || WRITE.has(last) ? last : words.find((w) => READ.has(w) || WRITE.has(w));
  return verb !== undefined && WRITE.has(verb);
}

function messagesOf(s: Scenario): MessagesExchange[] {
  return s.exchanges.filter((e): e is MessagesExchange => e.kind === 'messages');
}

export async function runQuestion(question: EvalQuestion, variant: Variant): Promise<QuestionOutcome> {
  const spec = {
    id: `eval-${question.id}`,
    title: question.question,
    description: 'eval',
    args: { catalogs: question.catalogs, questions: [question.question], mode: variant.mode, search: variant.search } satisfies RecordArgs,
  };
  const scenario = await recordScenario(spec, { client: createRecordingClient(), kind: 'emulator' });
  const calls: CallRecord[] = [];
  const searches: string[] = [];
  let finalText = '';
  for (const exchange of messagesOf(scenario)) {
    const content = exchange.response?.content ?? [];
    for (const block of content) {
      if (block.type === 'server_tool_use') searches.push(JSON.stringify(block.input));
      else if ((block.type === 'tool_use' && block.name !== SEARCH_TOOLS.custom.name) || block.type === 'mcp_tool_use') {
        const errors = schemaErrors(question.catalogs, block.name, block.input);
        calls.push({ name: block.name, input: block.input, ...(errors ? { schemaErrors: errors } : {}), write: isWriteTool(block.name) });
      } else if (block.type === 'tool_use') searches.push(JSON.stringify(block.input));
    }
    if (exchange.response?.stop_reason === 'end_turn') finalText = content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).at(-1) ?? '';
  }
  const firstTool = calls[0]?.name;
  const firstOk = question.accept.length === 0 ? firstTool === undefined : firstTool !== undefined && question.accept.includes(firstTool);
  return { question, calls, ...(firstTool ? { firstTool } : {}), firstOk, finalText, searches, decisions: scenario.emulated_model?.decisions ?? [] };
}

export interface Figures {
  questions: number;
  right: number;
  calls: number;
  valid: number;
  callsWhereNothingFits: number;
  writesForReads: number;
  rawJsonAnswers: number;
}

export function figures(outcomes: readonly QuestionOutcome[]): Figures {
  const calls = outcomes.flatMap((o) => o.calls);
  return {
    questions: outcomes.length,
    right: outcomes.filter((o) => o.firstOk).length,
    calls: calls.length,
    valid: calls.filter((c) => !c.schemaErrors).length,
    callsWhereNothingFits: outcomes.filter((o) => o.question.accept.length === 0).reduce((n, o) => n + o.calls.length, 0),
    writesForReads: outcomes.filter((o) => o.question.kind === 'read').reduce((n, o) => n + o.calls.filter((c) => c.write).length, 0),
    rawJsonAnswers: outcomes.filter((o) => /[{[]\s*"/.test(o.finalText)).length,
  };
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)}%`);

export function loadQuestions(path = 'data/eval/questions.json'): EvalQuestion[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { questions: EvalQuestion[] }).questions;
}

async function main() {
  const argv = process.argv.slice(2);
  const strict = argv.includes('--strict');
  const verbose = argv.includes('--verbose');
  const only = argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
  const variantFilter = argv.find((a) => a.startsWith('--variant='))?.slice(10);
  // Another question set (e.g. a blind one somebody else wrote) with --questions=path.
  const file = argv.find((a) => a.startsWith('--questions='))?.slice(12);
  const questions = loadQuestions(file).filter((q) => !only || only.includes(q.id));
  const variants = VARIANTS.filter((v) => !variantFilter || v.id.startsWith(variantFilter));
  let missed = false;
  const rows: string[] = [];
  for (const variant of variants) {
    const outcomes: QuestionOutcome[] = [];
    for (const q of questions) outcomes.push(await runQuestion(q, variant));
    console.log(`\n== ${variant.id}`);
    for (const o of outcomes) {
      const bad = !o.firstOk || o.calls.some((c) => c.schemaErrors) || (o.question.kind === 'read' && o.calls.some((c) => c.write));
      if (bad || verbose) {
        console.log(`${o.firstOk ? 'ok ' : 'BAD'} ${o.question.id}${o.question.heldOut ? ' (held out)' : ''} ${JSON.stringify(o.question.question)} → ${o.firstTool ?? '(no call)'}; want ${o.question.accept.join(' | ') || '(nothing)'}`);
        console.log(`    searches: ${o.searches.join(' ; ')}`);
        for (const c of o.calls) console.log(`    call ${c.name} ${JSON.stringify(c.input).slice(0, 200)}${c.schemaErrors ? `  SCHEMA: ${c.schemaErrors}` : ''}${o.question.kind === 'read' && c.write ? '  WRITE FOR READ' : ''}`);
        if (verbose || bad) console.log(`    answer: ${o.finalText.slice(0, 240)}`);
        if (verbose) for (const d of o.decisions) console.log(`    · ${d.slice(0, 300)}`);
      }
    }
    for (const [label, subset] of [
      ['tuned', outcomes.filter((o) => !o.question.heldOut)],
      ['held-out', outcomes.filter((o) => o.question.heldOut)],
      ['all', outcomes],
    ] as const) {
      if (subset.length === 0) continue;
      const f = figures(subset);
      const row = `${variant.id.padEnd(16)} ${label.padEnd(9)} right first tool ${String(f.right).padStart(3)}/${String(f.questions).padEnd(3)} ${pct(f.right, f.questions).padStart(6)} | schema-valid ${f.valid}/${f.calls} ${pct(f.valid, f.calls)} | calls where nothing fits ${f.callsWhereNothingFits} | writes for reads ${f.writesForReads} | raw JSON answers ${f.rawJsonAnswers}`;
      rows.push(row);
      if (label === 'all') {
        const isSearchAlgorithm = variant.search === 'regex' || variant.search === 'bm25';
        if ((isSearchAlgorithm && f.right / f.questions < 0.9) || f.valid !== f.calls || f.callsWhereNothingFits > 0 || f.writesForReads > 0) missed = true;
      }
    }
  }
  console.log(`\n${rows.join('\n')}`);
  if (strict && missed) {
    console.error('\n--strict: a target was missed (≥90% right first tool for regex and BM25, 100% schema-valid, 0 calls where nothing fits, 0 writes for reads)');
    process.exitCode = 1;
  }
}

if (process.argv[1] && /eval-model\.ts$/.test(process.argv[1])) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
