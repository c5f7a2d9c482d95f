/**
 * Words as the model compares them across a question and any catalog: tool
 * names split into words, every word reduced to a root, and general-English
 * synonyms. Nothing here names a catalog: the same rules read GitHub's tools,
 * a Kubernetes server's or a payment API's.
 */

/**
 * `get_url_screenshot`, `API-get-users`, `findMessage`, `tavily-search`,
 * `HTMLContent`, `docs.search` → their lower-case words.
 */
export function splitName(name: string): string[] {
  return name
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

// Irregular forms a suffix rule would get wrong.
const IRREGULAR: Record<string, string> = {
  children: 'child', people: 'person', men: 'man', women: 'woman', data: 'data', media: 'media', indices: 'index', indexes: 'index',
  analyses: 'analysis', statuses: 'status', ran: 'run', running: 'run', sent: 'send', sending: 'send', made: 'make', built: 'build', found: 'find', wrote: 'write', written: 'write',
  bought: 'buy', sold: 'sell', paid: 'pay', went: 'go', gone: 'go', taken: 'take', took: 'take', got: 'get', gotten: 'get', read: 'read', saw: 'see', seen: 'see', done: 'do', did: 'do',
  began: 'begin', begun: 'begin', left: 'leave', kept: 'keep', logging: 'log', logged: 'log',
};
// Words that end like an inflection but are not one.
const WHOLE = new Set(['status', 'news', 'analysis', 'address', 'access', 'process', 'progress', 'class', 'business', 'canvas', 'alias', 'bus', 'gas', 'series', 'species', 'always', 'has', 'was', 'is', 'this', 'its', 'yes', 'us', 'dns', 'aws', 'gcs', 'https', 'css', 'ios', 'macos', 'kubernetes', 'sms', 'less', 'unless', 'loss', 'boss', 'cross', 'glass', 'pass', 'mass', 'miss', 'kiss', 'red', 'bed', 'need', 'feed', 'seed', 'speed', 'shed', 'bring', 'string', 'thing', 'ring', 'king', 'sing', 'spring', 'ping', 'during', 'nothing', 'something', 'anything', 'everything', 'morning', 'evening', 'ceiling']);

/**
 * A word's root: plural, -ing, -ed and -er/-ion endings taken off so that
 * "deploying", "deployed", "deployments" and "deploy" meet. Deterministic and
 * deliberately light (a Porter-like subset), applied the same way to both sides.
 */
export function root(word: string): string {
  let w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w]!;
  if (w.length <= 3 || WHOLE.has(w) || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ches|shes|sses|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  // "shareable", "billable", "searchable": what can be done is the doing ("a shareable link" is a shared one).
  if (w.length > 7 && w.endsWith('able')) w = w.slice(0, -4);
  else if (w.length > 7 && w.endsWith('ment')) w = w.slice(0, -4);
  else if (w.length > 6 && /[^aeiou]ation$/.test(w)) w = w.slice(0, -5);
  else if (w.length > 6 && w.endsWith('ion') && /[st]ion$/.test(w)) w = w.slice(0, -3);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([^aeiouls])\1$/.test(w) ? w.slice(0, -1) : w;
}

/**
 * General-English synonyms: words people use for the same action or thing in
 * any domain. Each group is one meaning; a word may sit in several groups.
 * This is a general word list, not any catalog's vocabulary.
 */
const ACTION_GROUPS: readonly (readonly string[])[] = [
  ['get', 'fetch', 'retrieve', 'read', 'show', 'view', 'display', 'see', 'load', 'open', 'look'],
  ['list', 'enumerate', 'all', 'browse', 'index'],
  ['find', 'search', 'look up', 'lookup', 'query', 'locate', 'seek', 'discover'],
  ['create', 'make', 'new', 'add', 'generate', 'build', 'set up', 'start', 'open', 'register', 'compose', 'draft', 'draw', 'sketch'],
  ['delete', 'remove', 'erase', 'destroy', 'drop', 'purge', 'discard', 'uninstall', 'trash', 'wipe'],
  ['update', 'modify', 'change', 'edit', 'set', 'alter', 'adjust', 'patch', 'rename', 'configure'],
  ['send', 'email', 'mail', 'message', 'notify', 'deliver', 'forward', 'pass', 'tweet'],
  ['buy', 'purchase', 'order', 'place', 'acquire'],
  ['sell', 'dispose'],
  ['cancel', 'abort', 'revoke', 'terminate', 'stop', 'halt', 'void', 'end', 'scrap', 'call off'],
  ['run', 'execute', 'trigger', 'launch', 'start', 'invoke', 'kick off', 'perform', 'build'],
  // Code evaluated is code run ("Evaluate JavaScript in the page").
  ['execute', 'evaluate', 'eval'],
  ['install', 'deploy', 'set up', 'provision'],
  ['upgrade', 'update', 'bump'],
  ['restart', 'reboot', 'reload', 'relaunch'],
  ['publish', 'release', 'go live', 'deploy', 'ship'],
  ['copy', 'duplicate', 'clone', 'replicate'],
  ['move', 'relocate', 'transfer', 'shift'],
  ['play', 'put on', 'stream', 'listen'],
  ['upload', 'attach', 'put'],
  ['download', 'save', 'export', 'fetch'],
  ['import', 'load', 'ingest'],
  ['save', 'store', 'keep', 'persist', 'write', 'record'],
  ['analyze', 'analyse', 'examine', 'inspect', 'check', 'review', 'audit', 'evaluate', 'assess', 'scan', 'lint'],
  ['check', 'verify', 'validate', 'test', 'confirm', 'health'],
  ['compare', 'diff', 'contrast'],
  ['summarize', 'summarise', 'digest', 'overview', 'summary'],
  ['translate', 'localize'],
  ['rewrite', 'rephrase', 'paraphrase', 'reword'],
  ['convert', 'transform', 'change'],
  ['calculate', 'compute', 'count', 'sum', 'total', 'measure'],
  ['schedule', 'book', 'reserve', 'plan'],
  ['navigate', 'go', 'visit', 'open', 'browse', 'load'],
  ['click', 'press', 'tap', 'select'],
  ['type', 'fill', 'enter', 'input', 'write'],
  ['press', 'key', 'keystroke', 'hit'],
  ['scroll', 'swipe'],
  ['crawl', 'spider', 'scrape', 'harvest'],
  ['extract', 'scrape', 'pull', 'parse', 'content'],
  ['capture', 'screenshot', 'snapshot', 'screen', 'picture', 'image'],
  ['print', 'pdf'],
  ['refund', 'reimburse', 'repay', 'money back'],
  ['pay', 'payment', 'charge', 'checkout', 'bill', 'billing'],
  ['subscribe', 'subscription', 'membership', 'plan'],
  ['invite', 'add'],
  ['assign', 'allocate', 'give'],
  ['activate', 'enable', 'turn on', 'unlock'],
  ['deactivate', 'disable', 'turn off', 'suspend', 'lock', 'block'],
  ['toggle', 'switch', 'flip', 'mark', 'complete', 'finish', 'done'],
  ['switch', 'change', 'use', 'select'],
  ['select', 'choose', 'pick'],
  ['forward', 'tunnel', 'proxy'],
  ['scale', 'resize', 'replica'],
  ['backup', 'back up', 'snapshot', 'dump', 'archive'],
  ['restore', 'recover', 'roll back', 'rollback'],
  // A thing done or closed, made open again: "reopen to-do 7731092" is uncomplete_todo's.
  ['reopen', 'uncomplete', 'unresolve', 'uncheck', 'untick'],
  ['mute', 'silence', 'snooze', 'downtime'],
  ['explain', 'describe', 'document', 'definition'],
  ['monitor', 'watch', 'observe', 'track', 'follow'],
  ['track', 'tracking', 'shipment', 'shipping', 'parcel', 'delivery'],
  ['login', 'log in', 'sign in', 'signin', 'authenticate', 'auth'],
];

const THING_GROUPS: readonly (readonly string[])[] = [
  ['due', 'overdue', 'behind'],
  ['citation', 'cite', 'cited', 'citing', 'reference', 'bibliography'],
  ['user', 'person', 'people', 'member', 'account', 'profile', 'employee', 'customer', 'identity'],
  ['customer', 'client', 'buyer', 'shopper'],
  ['group', 'team', 'role', 'circle'],
  ['organization', 'organisation', 'org', 'company', 'tenant', 'workspace'],
  ['company', 'business', 'firm', 'enterprise', 'employer'],
  ['application', 'app', 'program', 'software', 'service'],
  ['document', 'doc', 'file', 'node', 'content', 'item', 'asset', 'page', 'record'],
  ['folder', 'directory', 'dir', 'parent', 'container', 'space'],
  ['site', 'website', 'web site', 'domain', 'webpage', 'page', 'url', 'link', 'address'],
  ['web', 'internet', 'online', 'net'],
  ['news', 'article', 'story', 'headline', 'post', 'blog'],
  ['trend', 'trending', 'popular', 'top', 'ranking', 'rank', 'hot', 'most'],
  ['outage', 'anomaly', 'disruption', 'downtime', 'incident', 'failure', 'problem'],
  ['attack', 'threat', 'malicious', 'intrusion'],
  ['speed', 'bandwidth', 'throughput', 'latency', 'fast', 'slow', 'performance'],
  ['quality', 'health', 'score', 'grade'],
  ['message', 'email', 'mail', 'inbox', 'mailbox', 'chat', 'note'],
  ['chat', 'conversation', 'convo', 'thread'],
  ['log', 'logs', 'event', 'history', 'audit', 'trace', 'output'],
  ['error', 'failure', 'fail', 'exception', 'bug', 'crash', 'problem'],
  ['issue', 'bug', 'problem', 'defect', 'finding', 'vulnerability', 'ticket'],
  ['vulnerability', 'cve', 'advisory', 'exploit'],
  ['task', 'todo', 'to-do', 'item', 'chore', 'assignment', 'checklist'],
  ['subtask', 'step', 'sub-task', 'sub-step', 'substep'],
  ['project', 'initiative', 'program'],
  ['table', 'tables', 'relation', 'sheet', 'dataset'],
  ['column', 'field', 'attribute', 'property', 'schema', 'structure'],
  ['schema', 'structure', 'layout', 'shape', 'model', 'describe'],
  ['database', 'db', 'datastore', 'store', 'sql'],
  ['query', 'sql', 'select', 'statement'],
  ['row', 'record', 'entry', 'line'],
  ['graph', 'network', 'nodes', 'relationships'],
  // What is inside a folder or a node is its children.
  ['children', 'inside'],
  ['statistic', 'stats', 'metric', 'measure', 'figure', 'number', 'usage', 'utilization'],
  ['correlation', 'relationship', 'relate', 'association', 'regression'],
  ['outlier', 'anomaly', 'unusual', 'abnormal', 'deviation'],
  ['search', 'similar', 'match', 'fuzzy', 'semantic'],
  ['balance', 'funds', 'money', 'cash', 'available'],
  ['price', 'cost', 'quote', 'rate', 'amount', 'fee', 'value'],
  ['invoice', 'bill', 'receipt', 'statement'],
  ['coupon', 'discount', 'promo', 'promotion', 'voucher'],
  ['dispute', 'chargeback', 'claim', 'complaint'],
  ['product', 'item', 'goods', 'merchandise', 'offering', 'sku'],
  ['order', 'purchase', 'trade', 'transaction', 'deal'],
  // Money paid moves as transactions: "how much have we paid to Amazon" is read from them.
  ['transaction', 'payment', 'paid', 'expenditure'],
  ['stock', 'share', 'equity', 'security', 'ticker', 'symbol', 'instrument'],
  ['holding', 'portfolio', 'position', 'investment', 'asset'],
  ['market', 'exchange', 'bourse'],
  ['deployment', 'release', 'rollout', 'app'],
  ['pod', 'container', 'workload', 'instance'],
  ['namespace', 'environment', 'project'],
  ['context', 'cluster', 'environment', 'config'],
  ['chart', 'package', 'release'],
  ['resource', 'cpu', 'memory', 'ram', 'usage', 'capacity'],
  ['secret', 'credential', 'password', 'token', 'key'],
  ['port', 'socket', 'endpoint'],
  ['build', 'pipeline', 'ci', 'job', 'run', 'workflow'],
  ['job', 'task', 'step', 'run'],
  ['artifact', 'output', 'binary', 'package'],
  ['package', 'library', 'dependency', 'module', 'npm', 'pypi', 'gem', 'crate'],
  ['test', 'suite', 'spec', 'check'],
  ['code', 'snippet', 'source', 'script', 'program'],
  ['rule', 'policy', 'check', 'guideline'],
  ['gate', 'threshold', 'condition', 'status'],
  ['ip', 'address', 'host', 'ip address'],
  ['dns', 'domain', 'resolve', 'lookup', 'nameserver'],
  ['autonomous', 'network'],
  ['email', 'e-mail', 'mail', 'mailbox', 'message', 'inbox'],
  ['sms', 'text message', 'texting', 'mobile', 'cellphone', 'cell phone'],
  ['flashcard', 'card'],
  // Whether people are free at a time is their calendars' free/busy.
  ['availability', 'free', 'busy', 'freebusy'],
  ['calendar', 'event', 'meeting', 'appointment', 'schedule'],
  ['meeting', 'call', 'standup', 'huddle'],
  ['weather', 'forecast', 'temperature', 'rain'],
  ['map', 'location', 'place', 'address', 'geocode', 'direction', 'route'],
  ['information', 'info'],
  ['image', 'picture', 'pic', 'photo', 'screenshot', 'icon', 'logo', 'illustration', 'drawing', 'artwork'],
  ['elevation', 'altitude', 'height', 'high', 'tall'],
  ['direction', 'route', 'drive', 'driving', 'travel', 'commute', 'journey', 'distance', 'far'],
  ['video', 'movie', 'clip', 'stream'],
  ['song', 'music', 'track', 'playlist', 'audio'],
  ['brand', 'theme', 'style', 'branding'],
  ['domain', 'hostname', 'url'],
  ['session', 'recording'],
  ['browser', 'page', 'tab', 'window'],
  ['selector', 'element', 'field', 'box', 'button', 'input'],
  ['report', 'summary', 'document', 'file'],
  // A PDF is a file of one kind ("there's a PDF called …" finds it with a file search).
  ['file', 'pdf'],
  ['component', 'module', 'widget', 'part', 'element'],
  ['setting', 'settings', 'config', 'configuration', 'option', 'preference'],
  ['collection', 'set', 'list'],
  ['webhook', 'callback', 'hook', 'notification'],
  ['permission', 'access', 'right', 'grant', 'role'],
  ['failed', 'failure', 'broken', 'red'],
  ['recent', 'latest', 'last', 'newest', 'current', 'today'],
  ['history', 'historical', 'past', 'previous'],
  ['frequency', 'often', 'frequently'],
];

export const SYNONYM_GROUPS: readonly (readonly string[])[] = [...ACTION_GROUPS, ...THING_GROUPS];

const THING_ROOTS = new Set(THING_GROUPS.flat().map(root));
const ACTION_ROOTS = new Set(ACTION_GROUPS.flat().map(root).filter((r) => !THING_ROOTS.has(r)));

/** A word's synonyms' roots (its own root first), from every group it belongs to. */
const GROUPS_BY_ROOT = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  const roots = group.map((w) => w.split(' ').map(root).join(' '));
  for (const r of roots) GROUPS_BY_ROOT.set(r, [...new Set([...(GROUPS_BY_ROOT.get(r) ?? []), ...roots])]);
}

export function synonymsOf(word: string): string[] {
  const r = root(word);
  return [r, ...(GROUPS_BY_ROOT.get(r) ?? []).filter((s) => s !== r)];
}

/**
 * A thing's synonyms as written in the word list (not reduced to roots), in the list's order: what a search can say.
 * Only the groups of things: an action's or a state's words ("open": create, show) would ask for other tools.
 */
export function thingSynonymsOf(word: string): string[] {
  const r = root(word);
  if (ACTION_ROOTS.has(r)) return [];
  return [...(THING_SYNONYMS_BY_ROOT.get(r) ?? [])];
}

/** Each thing's root → its synonyms as written, in the list's order, without the words of that root itself. */
const THING_SYNONYMS_BY_ROOT = new Map<string, string[]>();
for (const group of THING_GROUPS) {
  const roots = group.map(root);
  for (const r of new Set(roots)) {
    const out = THING_SYNONYMS_BY_ROOT.get(r) ?? [];
    group.forEach((w, i) => {
      if (roots[i] !== r && !out.includes(w)) out.push(w);
    });
    THING_SYNONYMS_BY_ROOT.set(r, out);
  }
}

/** A word of the general word list (its root in a synonym group): general English, no product's name. */
export function isGeneralWord(word: string): boolean {
  return GROUPS_BY_ROOT.has(root(word));
}

/** Roots two words share a meaning by: the same root, or a synonym group. */
export function related(a: string, b: string): 'same' | 'synonym' | undefined {
  const [ra, rb] = [root(a), root(b)];
  if (ra === rb) return 'same';
  if (ra.length >= 5 && rb.length >= 5 && (ra.startsWith(rb) || rb.startsWith(ra))) return 'same';
  // Either word may come already a root, and a root's root can be shorter ("rephras" → "rephra"): the group is found by either.
  const group = GROUPS_BY_ROOT.get(ra) ?? GROUPS_BY_ROOT.get(a);
  if (group?.includes(rb) || group?.includes(b)) return 'synonym';
  // A sub-thing is a thing of its kind ("subcollection" of a collection group, "subfolder" of a folder tool).
  // A short rest is some other word's ("subscribe" is no "scribe").
  const sub = (x: string, y: string) => x.startsWith('sub') && x.slice(3) === y && y.length >= 6;
  return sub(ra, rb) || sub(rb, ra) ? 'synonym' : undefined;
}

/**
 * Edit distance with a swap of two neighbouring letters as one edit ("deploymnet"), or `max + 1` as soon as it is
 * over `max`: words are short, so a plain table.
 */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
