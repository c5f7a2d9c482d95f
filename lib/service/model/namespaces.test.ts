import { describe, expect, it } from 'vitest';
import { def, tool } from '../fixtures/made-up-tools';
import { analyzeQuestion } from './analyze';
import { bestEvidence, EVIDENCE_FLOOR, namespaceOf, rankTools, type Fit } from './rank';
import { namedProducts, requestVocabulary } from './products';
import { requestWords } from './request-words';
import { root } from './words';

// Made-up servers the app does not ship: a notes vault whose tools are all prefixed and never say their product,
// a CI service that names itself, an issue tracker named by a common noun, and a music player.

const VAULT = [
  def('quillbox_get_file_contents', 'Return the content of a single file in your vault.', { filepath: { type: 'string' } }),
  def('quillbox_list_files', 'Lists all files and directories in the root directory of your vault.'),
  def('quillbox_append_content', 'Append content to a new or existing file in the vault.', { filepath: { type: 'string' }, content: { type: 'string' } }),
];
const CI = [
  def('list_artifacts', 'List the artifacts (the files a job produced) of a Forgeline CI job.', { job_number: { type: 'number' } }),
  def('get_pipeline', 'Get one Forgeline CI pipeline.'),
  def('rerun_pipeline', 'Rerun a Forgeline CI pipeline.'),
];
const TRACKER = [def('issue_read', 'Read one issue.'), def('issue_write', 'Create or edit an issue.'), def('issue_list', 'List the issues.')];
const ALL = [...VAULT, ...CI, ...TRACKER].map(tool);
const words = requestWords(ALL);

describe('namespaceOf: the prefix a server names its tools by', () => {
  it('is a first word three or more names share that is no verb or common noun', () => {
    expect(namespaceOf(tool(VAULT[0]!), words)).toBe('quillbox');
    // A common noun starting names (issue_read) is what they act on, not whose they are.
    expect(namespaceOf(tool(TRACKER[0]!), words)).toBeUndefined();
    // A verb first is no namespace, and a prefix only one tool carries is none either.
    expect(namespaceOf(tool(CI[0]!), words)).toBeUndefined();
    expect(namespaceOf(tool(def('zeta_ping', 'Ping.')), words)).toBeUndefined();
  });

  it('sets a tool of another namespace aside when the question names a product', () => {
    const intent = { ...analyzeQuestion('what files did forgeline job 1234 produce')[0]!, products: ['forgeline'] };
    const ranked = rankTools([tool(VAULT[0]!), tool(CI[0]!)], intent, [], words);
    const vault = ranked.find((f) => f.tool.name === 'quillbox_get_file_contents')!;
    expect(vault.blocker).toMatch(/quillbox_…/);
    expect(ranked[0]!.tool.name).toBe('list_artifacts');
    // Without the request's words nothing is known of prefixes, and the rule says nothing.
    const blind = rankTools([tool(VAULT[0]!), tool(CI[0]!)], intent);
    expect(blind.find((f) => f.tool.name === 'quillbox_get_file_contents')!.blocker).toBeUndefined();
  });
});

describe('a hyphenated name the question gives is a value, not a word of the task', () => {
  const ALERTS = [
    def('resource_alert_check', 'Check whether a resource is over its alert threshold.', { resource: { type: 'string' } }),
    def('find_alert_rules', 'Find the alert rules of a project, with what fires them.', { project: { type: 'string' } }),
  ].map(tool);
  const alertWords = requestWords(ALERTS);

  it('does not match the first part of "checkout-api" to a tool named for a check', () => {
    const ranked = rankTools(ALERTS, analyzeQuestion('which alerts fire for checkout-api')[0]!, [], alertWords);
    expect(ranked.find((f) => f.tool.name === 'resource_alert_check')!.evidence).not.toContain('checkout-api');
  });

  it('keeps one the tools write as a word ("e-mail" for email)', () => {
    const MAIL = [def('list_email_templates', 'List the email templates of the account.')].map(tool);
    const ranked = rankTools(MAIL, analyzeQuestion('show me the e-mail templates')[0]!, [], requestWords(MAIL));
    expect(ranked[0]!.evidence).toContain('e-mail');
  });
});

describe('the best guess needs little score once it shares the task words and does the action', () => {
  it('calls a loaded tool a little over the floor and stays quiet under it', () => {
    const fit = (score: number): Fit => ({ tool: tool(def('MusicPlayback', 'Controls playback: play, pause, skip to the next track.')), score, objectHit: false, why: [], evidence: ['track'], actionOk: true });
    expect(EVIDENCE_FLOOR).toBeLessThan(4);
    expect(bestEvidence([fit(EVIDENCE_FLOOR + 1)])?.tool.name).toBe('MusicPlayback');
    expect(bestEvidence([fit(EVIDENCE_FLOOR - 1)])).toBeUndefined();
  });
});

describe('the best guess passes over a closer tool ruled out for a reason', () => {
  const fit = (name: string, score: number, evidence: string[], extra: Partial<Fit> = {}): Fit => ({ tool: tool(def(name, name)), score, objectHit: true, why: [], evidence, actionOk: true, ...extra });

  it('takes the next loaded tool that shares the task words when the closest belongs to another product', () => {
    const ranked = [fit('get_profile_details', 9, ['user'], { blocker: 'it is a tool of tracely, and the task names quillbox' }), fit('get_replay_details', 7, ['replay', 'user'])];
    expect(bestEvidence(ranked)?.tool.name).toBe('get_replay_details');
  });

  it('still stays quiet when the next one shares no word of the task or does another action', () => {
    expect(bestEvidence([fit('run_job', 9, ['job'], { blocker: 'it needs job_id' }), fit('list_clusters', 7, [])])).toBeUndefined();
    expect(bestEvidence([fit('run_job', 9, ['job'], { blocker: 'it needs job_id' }), fit('rerun_job', 7, ['job'], { actionOk: false })])).toBeUndefined();
  });
});

describe('the question’s first word is capitalised because it starts the question', () => {
  it('is no product when it is a verb of the word list, though a loaded description capitalises it', () => {
    const loaded = [tool(def('get_replay_details', 'Opens the Show panel of Tracely for one session replay.'))];
    expect(namedProducts('Show me what the user did in Tracely session replay 7e07', loaded)).toEqual(['tracely']);
    // Elsewhere in the question the same capital still names it.
    expect(namedProducts('Open the Show panel', loaded)).toContain('show');
  });
});

describe('the named product’s one query tool answers a read of its data', () => {
  const METRICS = [
    def('execute_query', 'Execute a query against the Gaugewell metrics server.', { query: { type: 'string' } }, ['query']),
    def('get_resource_usage', 'Get the CPU and memory usage of the cluster nodes.'),
    def('list_query_templates', 'List the saved query templates of Gaugewell.'),
  ].map(tool);

  it('fits a read that names its product though it says none of the task words', () => {
    const intent = { ...analyzeQuestion('show me the gaugewell cpu usage for the last hour')[0]!, products: ['gaugewell'] };
    const query = rankTools(METRICS, intent).find((f) => f.tool.name === 'execute_query')!;
    expect(query.why).toContain("the named product's query tool");
    expect(query.objectHit).toBe(true);
    // A tool named for more than a query (templates) is not the product's query tool.
    expect(rankTools(METRICS, intent).find((f) => f.tool.name === 'list_query_templates')!.why).not.toContain("the named product's query tool");
  });

  it('says nothing when the question names no product, or asks for a change', () => {
    expect(rankTools(METRICS, analyzeQuestion('cpu usage for the last hour')[0]!).find((f) => f.tool.name === 'execute_query')!.why).not.toContain("the named product's query tool");
    const write = { ...analyzeQuestion('delete the gaugewell metrics of yesterday')[0]!, products: ['gaugewell'] };
    expect(rankTools(METRICS, write).find((f) => f.tool.name === 'execute_query')!.why).not.toContain("the named product's query tool");
  });
});

describe('a word followed by a code of letters and digits names one thing by its id', () => {
  it('makes the question about one item', () => {
    expect(analyzeQuestion('open note 77de01 and show me what it says')[0]!.specific).toBe(true);
    expect(analyzeQuestion('Find the slow spans in trace 4bf92f3577b34da6a3ce929d0e0e4736')[0]!.specific).toBe(true);
    // Codes without a digit, short durations and repositories are no ids.
    expect(analyzeQuestion('which alerts fire for checkout-api')[0]!.specific).toBe(false);
    expect(analyzeQuestion('show the error rate for the last 24h')[0]!.specific).toBe(false);
  });
});

describe('a name one tool writes with a capital, and no tool in lower case', () => {
  const CARDS = [
    def('add_card', 'Create a new flashcard in Anki for the user.', { front: { type: 'string' } }),
    def('get_due_cards', 'Returns cards due for review.', { num: { type: 'number' } }),
    def('get_new_cards', 'Returns cards never reviewed.'),
  ].map(tool);
  const vocabulary = requestVocabulary(CARDS);

  it('is a name though too few tools claim it for a product, and a common word is none', () => {
    expect(vocabulary.isProduct('anki')).toBe(false);
    expect(vocabulary.isName('anki')).toBe(true);
    expect(vocabulary.isName('cards')).toBe(false);
  });

  it('opening a question, names where the task happens, not a verb no tool knows', () => {
    const says = (w: string) => vocabulary.words.counts(root(w)).texts > 0 && !vocabulary.isProduct(w) && !vocabulary.isName(w);
    expect(analyzeQuestion('anki cards due today pls', [], says)[0]!.verb.class).toBe('read');
  });
});

describe('a read named for a particular action the question asks for', () => {
  const CLUSTER = [
    def('list_pods', 'List the pods of a namespace.', { namespace: { type: 'string' } }),
    def('kubeops_describe', 'Show the details and recent events of a resource.', { name: { type: 'string' } }),
  ].map(tool);

  it('goes before a tool that only lists the same thing', () => {
    const ranked = rankTools(CLUSTER, analyzeQuestion('why is pod payments-5c stuck? describe it')[0]!);
    expect(ranked[0]!.tool.name).toBe('kubeops_describe');
    expect(ranked[0]!.why).toContain('does the asked "describe"');
  });

  it('says nothing when the question does not ask for that action', () => {
    const ranked = rankTools(CLUSTER, analyzeQuestion('which pods are in the shop namespace')[0]!);
    expect(ranked.find((f) => f.tool.name === 'kubeops_describe')!.why).not.toContain('does the asked "describe"');
  });
});
