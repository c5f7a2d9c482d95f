import { num, pct, plural, signed } from './format';

/** Strings of the player page: controls, step card, model's view, diagram, context bar. */
export const player = {
  controls: {
    previous: 'Previous step',
    next: 'Next step',
    play: 'Play',
    pause: 'Pause',
    restart: 'Restart',
    speed: 'Speed',
    scrubber: 'Step',
    reducedMotion: 'Autoplay is off because your system asks for reduced motion. Use Next step or the arrow keys.',
    keys: 'Keys: ← → step · Space play/pause · Home/End first/last · 1–9 jump',
  },
  step: {
    counter: (n: number, total: number) => `Step ${n} of ${total}`,
    caption: (n: number, total: number, title: string) => `Step ${n} of ${total}: ${title}`,
    payload: 'Payload',
    copy: 'Copy JSON',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the text and copy it by hand',
    expandAll: 'Expand all',
    collapseAll: 'Collapse all',
    factCheck: (n: number) => `Fact check: ${n} ${n === 1 ? 'field' : 'fields'} today’s API would not send this way`,
    collapsedItems: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    expand: 'Expand',
    collapse: 'Collapse',
  },
  view: {
    title: "Model's view",
    intro: 'Tool definitions in the model’s context at this step.',
    rejected: 'No model ran: the API refused the request. This is what its tools would have given the model.',
    search: 'search tool',
    always: 'always loaded',
    discovered: 'discovered',
    deferred: (n: number) => `${n} deferred ${n === 1 ? 'definition' : 'definitions'} it cannot see`,
  },
  diagram: {
    loading: 'Drawing the sequence diagram…',
    failed: 'The diagram could not be drawn. The steps below still work.',
    label: (title: string) => `Sequence diagram: ${title}`,
    jump: (n: number, title: string) => `Go to step ${n}: ${title}`,
    skippedSteps: (steps: number, max: number) =>
      `This run has ${steps.toLocaleString('en')} steps, more than a readable diagram holds (${max}), so it is not drawn. The steps play without it.`,
    skippedSize: (chars: number, max: number) =>
      `This run's diagram would be ${chars.toLocaleString('en')} characters of mermaid text, more than mermaid draws (${max.toLocaleString('en')}), so it is not drawn. The steps play without it.`,
  },
  scenario: {
    pick: 'Scenario',
    question: 'Question',
    mode: { mcp: 'MCP-hosted tools', client: 'client-side tools' },
    source: {
      emulator: 'Recorded from the emulator (scripted model, estimated usage)',
      api: 'Recorded from the real API',
      article: 'The article’s payloads, as written',
    },
    catalogs: 'Tool catalogs',
    decisions: (n: number) => `What the emulated (scripted) model decided, and why: ${n} ${n === 1 ? 'decision' : 'decisions'}`,
  },
  /** A static deploy reads the query in the browser, then loads the scenario it names. */
  loadingScenario: 'Loading the scenario…',
  errors: {
    unknownScenario: (id: string) => `There is no scenario called “${id}”.`,
    badStep: (raw: string, total: number) => `Step “${raw}” does not exist: this scenario has steps 1 to ${total}.`,
    invalidScenario: 'This scenario file is not valid:',
    backToStart: 'Open the canonical scenario',
    openStepOne: 'Open step 1 of this scenario',
  },
  contextBar: {
    title: 'Context budget',
    intro: 'What the model’s context holds at this step, and the deferred definitions it does not hold.',
    parts: {
      overhead: 'System prompt and tool-use overhead',
      search: 'Search tool',
      always: 'Tools always loaded',
      discovered: 'Tools discovered so far',
      messages: 'Messages and the turn so far',
    },
    notLoaded: 'Deferred, not loaded',
    notLoadedDetail: (tools: number, tokens: number) => `${plural(tools, 'deferred definition', 'deferred definitions')}, ≈ ${plural(tokens, 'token', 'tokens')}, kept out of the context`,
    change: (delta: number) => `${signed(delta)} since the previous step`,
    total: (total: number) => `≈ ${plural(total, 'token', 'tokens')} in context`,
    window: (total: number, window: number, share: number, model: string) =>
      `${num(total)} of the ${num(window)}-token window of ${model} (${share < 0.001 ? '<0.1%' : pct(share)})`,
    unknownModel: (model: string) => `No context window on file for “${model}”.`,
    label: (summary: string) => `Context budget at this step: ${summary}`,
    rejected: 'The API refused this request, so no model ran: these are the tokens it would have used.',
    usage: (input: number, output: number, iterations: number) =>
      `Recorded usage of this response: ${num(input)} input and ${num(output)} output tokens, summed over ${plural(iterations, 'sampling iteration', 'sampling iterations')} — so more than the context at any one moment.`,
    method: 'Estimated: compact JSON at ~4 characters per token, plus the tool-use system prompt (346, docs) and the search tool (~500, quoted from the article). Measured error: see the token budget page.',
    methodLink: 'How these are estimated',
  },
};
