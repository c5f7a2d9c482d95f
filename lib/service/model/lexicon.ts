/**
 * The scripted model's general word list: common nouns and verbs people write
 * to any tool (issue, page, message, file; list, create, delete), each with
 * the general words tool names and descriptions use for the same thing.
 * General English only: no product. Which products a request's tools belong
 * to (Jira, Stripe, Slack…) is read from the request itself (products.ts).
 * Plain data, so the same question always reads the same way.
 */

export interface Concept {
  id: string;
  /** Words (or phrases) in a question that name this thing. Lower case; phrases match on word boundaries. */
  says: string[];
  /** Word stems that name it in tool names and descriptions (matched on name parts and description words). */
  tool: string[];
  /** A Python-regex fragment for the tool name, e.g. `pull.?requests?`. */
  regex: string;
  /** How a BM25 query phrases it. */
  phrase: string;
  /** Many tools of a catalog carry this noun: a search for it needs a verb beside it. */
  broad?: boolean;
  /** A more general concept that a tool for this one also serves (bug → issue). */
  parent?: string;
}

const c = (id: string, says: string[], tool: string[], regex: string, phrase: string, extra: Partial<Concept> = {}): Concept => ({
  id,
  says,
  tool,
  regex,
  phrase,
  ...extra,
});

// Order matters only for ties: a longer phrase is matched before its words (see analyze.ts).
export const CONCEPTS: Concept[] = [
  c('pull_request', ['pull request', 'pull requests', 'pull-request', 'pr', 'prs', 'merge request', 'merge requests', 'mr', 'mrs'], ['pull_request', 'pull request', 'pullnumber', 'pull'], '(?:pull.?requests?|PRs?(?![a-z]))', 'pull requests', { broad: true }),
  c('issue', ['issue', 'issues', 'ticket', 'tickets', 'bug', 'bugs', 'task', 'tasks', 'story', 'stories', 'defect', 'defects', 'regressions'], ['issue', 'issues', 'ticket'], 'issues?', 'issues', { broad: true }),
  c('epic', ['epic', 'epics'], ['epic'], 'epics?', 'epics'),
  c('sprint', ['sprint', 'sprints', 'iteration'], ['sprint', 'sprints'], 'sprints?', 'sprints'),
  c('board', ['board', 'boards', 'kanban', 'scrum board'], ['board', 'boards'], 'boards?', 'agile boards'),
  c('worklog', ['worklog', 'work log', 'hours', 'time spent', 'timesheet'], ['worklog'], 'worklog', 'worklog time spent'),
  c('transition', ['transition', 'transitions', 'done', 'in progress', 'to do'], ['transition', 'transitions', 'status'], 'transition', 'transition status'),
  c('project', ['project', 'projects'], ['project', 'projects'], 'projects?', 'projects', { broad: true }),
  c('message', ['message', 'messages', 'msg', 'msgs', 'dm', 'dms', 'direct message', 'chat', 'chats', 'conversation', 'conversations', 'said', 'posted', 'mentioning', 'mentions'], ['message', 'messages', 'conversation', 'conversations', 'tweet', 'tweets'], 'messages?', 'messages', { broad: true }),
  c('unread', ['unread', 'unreads', 'missed'], ['unread', 'unreads'], 'unreads?', 'unread messages'),
  c('thread', ['thread', 'threads', 'replies'], ['thread', 'replies'], 'replies|threads?', 'thread replies'),
  c('channel', ['channel', 'channels', 'room', 'rooms'], ['channel', 'channels'], 'channels?', 'channels', { broad: true }),
  c('reaction', ['reaction', 'reactions', 'emoji', 'react', 'thumbs up', 'tada'], ['reaction', 'reactions', 'emoji'], 'reactions?|emoji', 'emoji reaction'),
  c('usergroup', ['user group', 'user groups', 'usergroup', 'usergroups', 'group', 'groups'], ['usergroup', 'usergroups', 'group'], 'usergroups?|groups?', 'user groups'),
  c('blame', ['blame', 'annotate', 'git blame'], ['blame'], 'blame', 'file blame who changed each line'),
  c('fileinfo', ['file size', 'how big', 'how large', 'last modified', 'modification time', 'modified date', 'metadata', 'file info'], ['info', 'stat', 'metadata'], 'info|stat|metadata', 'file info size modified time'),
  c('permission', ['permission', 'permissions', 'access rights', 'restriction', 'restrictions'], ['permission', 'permissions', 'restriction', 'restrictions'], 'permissions?|restrictions?', 'permissions'),
  c('component', ['component', 'components'], ['component', 'components'], 'components?', 'project components'),
  c('team', ['team', 'teams', 'squad'], ['team', 'teams'], 'teams?', 'teams'),
  c('collaborator', ['collaborator', 'collaborators', 'collaborates', 'collaborate', 'contributors', 'contributor'], ['collaborator', 'collaborators'], 'collaborators?', 'repository collaborators'),
  c('oncall', ['on call', 'on-call', 'oncall', 'on duty', 'on-duty'], ['oncall', 'oncalls', 'on_call'], 'on.?calls?', 'on-call schedule'),
  c('user', ['user', 'users', 'people', 'person', 'member', 'members', 'teammate', 'teammates', 'colleague', 'colleagues', 'who', 'account', 'profile', 'someone'], ['user', 'users', 'member', 'members', 'people', 'profile'], 'users?|members?', 'users', { broad: true }),
  // "I" and "me" alone are who asks ("How do I set up…", "make me a logo"), not what about: the analysis names "who am I" itself.
  c('me', ['myself', 'logged in', 'my account', 'my profile', 'who am i', 'whoami'], ['me', 'self', 'authenticated', 'whoami'], '(^|_)me$|self|authenticated|whoami', 'authenticated user'),
  c('comment', ['comment', 'comments', 'reply', 'feedback', 'remark'], ['comment', 'comments', 'reply'], 'comments?', 'comments', { broad: true }),
  c('review', ['review', 'reviews', 'reviewer', 'reviewers', 'approve', 'approval'], ['review', 'reviews', 'reviewer', 'reviewers'], 'reviews?', 'pull request review'),
  c('repository', ['repo', 'repos', 'repository', 'repositories', 'codebase'], ['repository', 'repositories', 'repo', 'repos'], 'repositor(y|ies)|repos?', 'repositories', { broad: true }),
  c('branch', ['branch', 'branches'], ['branch', 'branches'], 'branch(es)?', 'branches'),
  c('commit', ['commit', 'commits', 'history', 'log', 'logs', 'changelog'], ['commit', 'commits', 'log', 'history'], 'commits?|log', 'commit log'),
  c('diff', ['diff', 'diffs', 'changes', 'changed', 'modified', 'working copy', 'working tree', 'staged', 'unstaged'], ['diff', 'status', 'changes'], 'diff|status', 'diff changes status'),
  c('release', ['release', 'releases', 'version', 'versions', 'changelog'], ['release', 'releases', 'version', 'versions'], 'releases?', 'releases'),
  c('tag', ['tag', 'tags'], ['tag', 'tags'], 'tags?', 'tags'),
  c('label', ['label', 'labels'], ['label', 'labels'], 'labels?', 'labels'),
  c('milestone', ['milestone', 'milestones'], ['milestone', 'milestones'], 'milestones?', 'milestones'),
  c('snippet', ['snippet', 'snippets'], ['snippet', 'snippets'], 'snippets?', 'code snippets'),
  c('notification', ['notification', 'notifications', 'inbox', 'alerts for me'], ['notification', 'notifications'], 'notifications?', 'notifications'),
  c('workflow', ['workflow', 'workflows', 'workflow run', 'workflow runs', 'actions', 'ci', 'build', 'builds', 'pipeline', 'pipelines', 'job', 'jobs', 'run', 'runs', ], ['workflow', 'workflows', 'actions', 'job', 'jobs', 'run', 'runs'], 'actions|workflows?|jobs?', 'workflow runs'),
  c('dependency', ['vulnerable dependencies', 'dependency alerts', 'dependency', 'dependencies'], ['dependency', 'dependencies'], 'dependenc', 'dependency alerts'),
  c('security', ['security', 'vulnerability', 'vulnerabilities', 'cve', 'advisory', 'advisories', 'secret', 'secrets', 'code scanning'], ['security', 'advisory', 'advisories', 'scanning', 'secret'], 'security|advisor|scanning', 'security alerts'),
  c('alert', ['alert', 'alerts', 'warning', 'warnings'], ['alert', 'alerts'], 'alerts?', 'alerts'),
  c('discussion', ['discussion', 'discussions', 'forum'], ['discussion', 'discussions'], 'discussions?', 'discussions'),
  c('star', ['star', 'starred', 'stars'], ['star', 'starred'], 'star', 'starred repositories'),
  c('code', ['code', 'source', 'usages', 'uses', 'function', 'symbol'], ['code'], 'code', 'code search'),
  c('file', ['file', 'files', 'readme', 'contents', 'content', 'config', 'document', 'log file', 'source file'], ['file', 'files', 'contents', 'content'], 'files?|contents?', 'file contents', { broad: true }),
  c('directory', ['folder', 'folders', 'directory', 'directories', 'dir', 'tree'], ['directory', 'directories', 'tree', 'folder'], 'director(y|ies)|tree', 'directory listing'),
  c('page', ['page', 'pages', 'doc', 'docs', 'wiki', 'article', 'articles', 'note', 'notes', 'runbook', 'postmortem', 'checklist', 'roadmap', 'spec'], ['page', 'pages', 'content'], 'pages?', 'pages', { broad: true }),
  c('template', ['template', 'templates'], ['template', 'templates'], 'templates?', 'page templates'),
  c('space', ['space', 'spaces'], ['space', 'spaces'], 'spaces?', 'spaces'),
  c('attachment', ['attachment', 'attachments', 'attached', 'upload', 'uploads'], ['attachment', 'attachments'], 'attachments?', 'attachments'),
  c('database', ['database', 'databases', 'data source', 'data sources'], ['database', 'data', 'source'], 'database|data.?source', 'database data source'),
  c('block', ['block', 'blocks'], ['block', 'blocks'], 'blocks?', 'blocks'),
  c('watcher', ['watcher', 'watchers', 'watching', 'watch'], ['watcher', 'watchers'], 'watchers?', 'watchers'),
  c('memory', ['memory', 'memories', 'remember', 'knowledge', 'knowledge graph', 'fact', 'facts', 'entity', 'entities', 'node', 'nodes', 'know about'], ['entities', 'entity', 'nodes', 'node', 'observations', 'graph', 'knowledge'], 'entit|nodes?|observations?|graph', 'knowledge graph entities'),
  c('time', ['time', 'clock', 'timezone', 'time zone', 'timezones', "o'clock"], ['time', 'timezone'], 'time', 'current time in a timezone'),
  c('weather', ['weather', 'temperature', 'hot', 'cold', 'sunny', 'warm', 'humid', 'humidity', 'wind', 'windy', 'gusty', 'breezy', 'cloudy', 'foggy', 'stormy', 'chilly', 'bring an umbrella', 'pack an umbrella', 'take an umbrella', 'need an umbrella'], ['weather'], 'weather', 'current weather conditions for a location'),
  c('forecast', ['forecast', 'rain', 'raining', 'rainy', 'pour down', 'pouring', 'chuck it down', 'bucket down', 'tipping down', 'snow', 'snowing', 'snowy', 'soaked', 'get wet', 'drenched', 'tomorrow', 'this week', 'next week', 'weekend'], ['forecast', 'weather'], 'forecast', 'daily weather forecast'),
  c('air', ['air quality', 'air', 'aqi', 'pollution', 'smog'], ['air', 'quality', 'aqi'], 'air', 'air quality index'),
  c('sun', ['sunrise', 'sunset', 'sun rise', 'sun set', 'sun come up', 'sun go down', 'sun', 'dawn', 'dusk'], ['sunrise', 'sunset'], 'sunrise|sunset', 'sunrise and sunset times'),
  c('geocode', ['coordinates', 'latitude', 'longitude', 'geocode', 'lat', 'lng'], ['geocode', 'coordinates', 'latitude'], 'geocode|coordinates', 'address coordinates'),
  c('units', ['celsius', 'fahrenheit', 'kelvin', 'miles', 'km', 'kilometers', 'mph', 'units', 'unit'], ['units', 'unit'], 'units?', 'convert units'),
  // Where to look, not what: "search the web for R2 pricing" asks a web search tool, whatever it is called. Said by no
  // phrase alone ("the web deployment" is a deployment): analyze.ts reads a look on the web as one (WEB).
  c('web', [], ['web'], 'web.?search|search.{0,20}\\bweb\\b', 'search the web'),
  // Only from a trip between two places (analyze.ts): "my drive" is a disk, "the drive from Lyon to Geneva" a route.
  c('route', [], ['directions', 'route', 'distance'], 'direction|route|distance', 'directions and distance from one place to another'),
  c('url', ['url', 'urls', 'website', 'webpage', 'web page', 'http', 'https'], ['url', 'fetch', 'internet'], 'url|fetch', 'fetch a url from the internet'),
  c('sum', ['sum', 'plus', 'total of', 'add up', 'addition'], ['sum'], 'sum', 'sum of two numbers'),
  c('echo', ['echo', 'repeat back', 'say back'], ['echo', 'echoes'], 'echo', 'echo a message'),
  c('env', ['environment variables', 'env vars', 'env', 'environment'], ['env', 'environment', 'variable', 'variables'], 'env|variables?', 'environment variables'),
  c('thinking', ['think through', 'step by step', 'reason through', 'thoughts'], ['thinking', 'thought'], 'think', 'step by step thinking'),
];

export const CONCEPT_BY_ID = new Map(CONCEPTS.map((k) => [k.id, k]));

/**
 * The regex fragment a search uses for a concept: its own, widened with the
 * words tool names use for it that the fragment misses (release → `versions?`
 * for jira_get_project_versions). Broad concepts keep theirs: they already
 * match many names.
 */
export function conceptRegex(concept: Concept): string {
  if (concept.broad) return concept.regex;
  const own = new RegExp(concept.regex);
  const single = (t: string) => (t.length > 4 && t.endsWith('ies') ? `${t.slice(0, -3)}y` : /[^su]s$/.test(t) ? t.slice(0, -1) : t);
  const extra = [...new Set(concept.tool.filter((t) => /^[a-z]{5,}$/.test(t) && !own.test(t) && !NEUTRAL_NAME_WORDS.has(t)).map(single))]
    .filter((t, _, all) => !all.some((o) => o !== t && t.startsWith(o)))
    .map((t) => (t.endsWith('y') ? `${t.slice(0, -1)}(y|ies)` : /s$/.test(t) ? t : `${t}s?`));
  return extra.length === 0 ? concept.regex : `${concept.regex}|${extra.join('|')}`;
}

/** What a verb does to the world: reads never change anything; writes do. */
export type VerbClass = 'read' | 'write';

export interface Verb {
  id: string;
  class: VerbClass;
  /** Question words for this verb (first word of an imperative, or anywhere). */
  says: string[];
  /** Words tool names use for it, best first. */
  tool: string[];
  /** A concept the verb implies when the question names none ("DM her" → a message). */
  implies?: string;
}

export const VERBS: Verb[] = [
  { id: 'search', class: 'read', says: ['search', 'find', 'look for', 'look in', 'look up', 'lookup', 'locate', 'hunt', 'grep', 'query', 'filter', 'dig up', 'dig out', 'track down'], tool: ['search', 'find', 'query', 'list'] },
  { id: 'list', class: 'read', says: ['list', 'show', 'which', 'what', 'any', 'are there', 'is there', 'how many', 'count', 'browse', 'see', 'check', 'display', 'view', 'tell me', 'give me', 'who', 'whats', "what's", 'where', 'when', 'do we have', 'enumerate', 'analyze', 'analyse', 'break down', 'investigate', 'look into', 'look through', 'go through', 'find out', 'figure out', 'work out', 'troubleshoot', 'diagnose', 'tail', 'plot', 'graph', 'chart', 'visualize', 'quiz me', 'go over'], tool: ['list', 'search', 'get', 'query', 'read', 'retrieve'] },
  { id: 'get', class: 'read', says: ['get', 'fetch', 'read', 'grab', 'take', 'retrieve', 'download', 'pull up', 'pull', 'open up', 'print', 'cat', 'inspect', 'introspect', 'describe', 'summarize', 'explain', 'look at', 'load', 'dump'], tool: ['get', 'read', 'retrieve', 'fetch', 'download', 'view', 'show', 'list'] },
  { id: 'convert', class: 'read', says: ['convert', 'how much is', 'calculate', 'compute', 'add up'], tool: ['convert', 'calculate', 'sum'] },
  { id: 'create', class: 'write', says: ['create', 'make', 'new', 'open', 'file', 'raise', 'start', 'draft', 'write', 'set up', 'setup', 'spin up', 'init', 'initialize', 'register', 'add', 'log', 'submit', 'save', 'store', 'remember', 'insert', 'note down', 'jot down', 'write down', 'stick', 'put in', 'record', 'generate', 'whip up', 'rustle up', 'build', 'schedule', 'book'], tool: ['create', 'add', 'new', 'write', 'post', 'insert', 'upload', 'push', 'batch', 'place', 'schedule'] },
  { id: 'post', class: 'write', says: ['post', 'put out', 'send', 'tell', 'message', 'sms', 'notify', 'ping', 'dm', 'announce', 'share', 'say', 'broadcast', 'let', 'alert', 'inform', 'reply', 'respond', 'answer', 'comment', 'email'], tool: ['add', 'post', 'send', 'reply', 'create', 'write'], implies: 'message' },
  { id: 'update', class: 'write', says: ['update', 'edit', 'change', 'rename', 'retitle', 'set', 'modify', 'mark', 'move', 'transition', 'close', 'reopen', 'resolve', 'prioritize', 'reprioritize', 'replace', 'overwrite', 'fix', 'patch', 'tweak', 'bump', 'label', 'tag', 'switch', 'toggle', 'flip', 'unmark', 'unflag', 'unpin', 'enable', 'disable', 'rewrite', 'silence', 'snooze', 'turn on', 'turn off', 'switch on', 'switch off', 'shut off', 'reschedule', 'postpone', 'tick off', 'check off', 'cross off', 'mark off'], tool: ['update', 'edit', 'set', 'patch', 'move', 'transition', 'mark', 'write', 'toggle', 'manage'] },
  { id: 'assign', class: 'write', says: ['assign', 'reassign', 'give', 'hand over'], tool: ['assign', 'update'] },
  { id: 'delete', class: 'write', says: ['delete', 'remove', 'drop', 'trash', 'destroy', 'erase', 'get rid of', 'purge', 'wipe', 'clear', 'unstar', 'dismiss', 'forget', 'nuke', 'kill', 'empty', 'scrap', 'ditch', 'lift'], tool: ['delete', 'remove', 'unstar', 'dismiss'] },
  { id: 'merge', class: 'write', says: ['merge', 'land', 'squash'], tool: ['merge'] },
  { id: 'star', class: 'write', says: ['star', 'bookmark', 'favorite', 'favourite', 'pin'], tool: ['star', 'pin', 'favorite', 'bookmark'] },
  { id: 'fork', class: 'write', says: ['fork', 'clone'], tool: ['fork'] },
  { id: 'react', class: 'write', says: ['react', 'thumbs up', 'upvote'], tool: ['add', 'reaction'] },
  { id: 'commit', class: 'write', says: ['commit', 'check in'], tool: ['commit'] },
  { id: 'stage', class: 'write', says: ['stage'], tool: ['add'] },
  { id: 'checkout', class: 'write', says: ['checkout', 'check out'], tool: ['checkout'] },
  { id: 'trigger', class: 'write', says: ['trigger', 'rerun', 're-run', 'run', 'kick off', 'give it a kick', 'kick', 'bounce', 'restart', 'reboot', 'deploy', 'cancel', 'execute', 'launch'], tool: ['trigger', 'run', 'rerun', 'execute', 'build'] },
  { id: 'upload', class: 'write', says: ['upload', 'attach'], tool: ['upload', 'attach'] },
  { id: 'copy', class: 'write', says: ['copy', 'duplicate'], tool: ['copy'] },
  { id: 'link', class: 'write', says: ['link', 'connect'], tool: ['link'] },
  { id: 'watch', class: 'write', says: ['watch', 'follow', 'subscribe'], tool: ['watch', 'watcher', 'subscription'] },
  { id: 'review', class: 'write', says: ['review', 'approve', 'request review'], tool: ['review', 'request'] },
  { id: 'order', class: 'write', says: ['order', 'buy', 'purchase', 'pay', 'play', 'call', 'email', 'text', 'print out'], tool: ['order', 'buy', 'purchase', 'play', 'place'] },
];

export const VERB_BY_ID = new Map(VERBS.map((v) => [v.id, v]));

/** Verb words that point at particular tool-name words ("close" an issue is a change of its state). */
export const VERB_HINTS: Record<string, string[]> = {
  close: ['state', 'status', 'transition', 'close'],
  reopen: ['state', 'status', 'transition', 'reopen'],
  resolve: ['state', 'transition', 'resolve'],
  rename: ['move', 'rename', 'title'],
  retitle: ['title'],
  switch: ['checkout', 'switch'],
  'check out': ['checkout'],
  checkout: ['checkout'],
  move: ['move', 'transition'],
  transition: ['transition'],
  mark: ['mark', 'state'],
  // A to-do ticked off is done: a tool that completes or toggles one does it.
  'tick off': ['complete', 'completion', 'done', 'toggle'],
  'check off': ['complete', 'completion', 'done', 'toggle'],
  'cross off': ['complete', 'completion', 'done', 'toggle'],
  'mark off': ['complete', 'completion', 'done', 'toggle'],
  assign: ['assign', 'assignee', 'assignees'],
  reassign: ['assign', 'assignee', 'assignees'],
  label: ['label', 'labels'],
  tag: ['label', 'labels', 'tag'],
  approve: ['review'],
  remember: ['entities', 'observations'],
  record: ['entities', 'observations'],
  log: ['worklog'],
  stage: ['add'],
  restart: ['restart'],
  reboot: ['restart', 'reboot'],
  bounce: ['restart'],
  kick: ['restart'],
  // A downtime, a ban or a hold lifted is cancelled or ended.
  lift: ['cancel', 'end', 'remove', 'delete', 'unmute'],
};

/** Name words that say little about what a tool is for: never held against it. */
export const NEUTRAL_NAME_WORDS = new Set(['current', 'all', 'my', 'new', 'latest', 'by', 'to', 'from', 'with', 'or', 'and', 'of', 'the', 'for', 'in', 'on', 'info', 'details', 'data', 'item', 'items', 'multiple', 'single', 'mcp', 'tool']);

/** Words tool names use for reading, and for writing (name parts, not question words). */
export const TOOL_READ_WORDS = new Set(['get', 'list', 'search', 'read', 'retrieve', 'query', 'find', 'fetch', 'download', 'view', 'show', 'status', 'log', 'diff', 'tree', 'info', 'check', 'me', 'self', 'history', 'replies', 'unreads', 'describe', 'open', 'echo', 'geocode', 'convert', 'sum', 'calculate', 'lookup', 'blame']);
export const TOOL_WRITE_WORDS = new Set(['create', 'add', 'place', 'post', 'write', 'update', 'edit', 'set', 'patch', 'delete', 'remove', 'move', 'transition', 'assign', 'merge', 'star', 'unstar', 'fork', 'push', 'upload', 'copy', 'link', 'mark', 'dismiss', 'resolve', 'unresolve', 'reprioritize', 'request', 'submit', 'trigger', 'rerun', 'toggle', 'manage', 'commit', 'checkout', 'reset', 'batch', 'insert', 'send', 'reply', 'manage', 'gzip', 'simulate', 'rename', 'append', 'close', 'reopen', 'approve', 'schedule']);

/** Places a time zone or a weather tool needs, with the form the tools take. */
export const PLACES: Record<string, { display: string; zone: string }> = {
  'san francisco': { display: 'San Francisco, CA', zone: 'America/Los_Angeles' },
  'new york': { display: 'New York, NY', zone: 'America/New_York' },
  nyc: { display: 'New York, NY', zone: 'America/New_York' },
  'los angeles': { display: 'Los Angeles, CA', zone: 'America/Los_Angeles' },
  seattle: { display: 'Seattle, WA', zone: 'America/Los_Angeles' },
  chicago: { display: 'Chicago, IL', zone: 'America/Chicago' },
  boston: { display: 'Boston, MA', zone: 'America/New_York' },
  austin: { display: 'Austin, TX', zone: 'America/Chicago' },
  denver: { display: 'Denver, CO', zone: 'America/Denver' },
  london: { display: 'London, UK', zone: 'Europe/London' },
  paris: { display: 'Paris, France', zone: 'Europe/Paris' },
  berlin: { display: 'Berlin, Germany', zone: 'Europe/Berlin' },
  madrid: { display: 'Madrid, Spain', zone: 'Europe/Madrid' },
  rome: { display: 'Rome, Italy', zone: 'Europe/Rome' },
  amsterdam: { display: 'Amsterdam, Netherlands', zone: 'Europe/Amsterdam' },
  zurich: { display: 'Zurich, Switzerland', zone: 'Europe/Zurich' },
  stockholm: { display: 'Stockholm, Sweden', zone: 'Europe/Stockholm' },
  moscow: { display: 'Moscow, Russia', zone: 'Europe/Moscow' },
  dubai: { display: 'Dubai, UAE', zone: 'Asia/Dubai' },
  delhi: { display: 'Delhi, India', zone: 'Asia/Kolkata' },
  'new delhi': { display: 'New Delhi, India', zone: 'Asia/Kolkata' },
  mumbai: { display: 'Mumbai, India', zone: 'Asia/Kolkata' },
  bangalore: { display: 'Bangalore, India', zone: 'Asia/Kolkata' },
  singapore: { display: 'Singapore', zone: 'Asia/Singapore' },
  'hong kong': { display: 'Hong Kong', zone: 'Asia/Hong_Kong' },
  shanghai: { display: 'Shanghai, China', zone: 'Asia/Shanghai' },
  beijing: { display: 'Beijing, China', zone: 'Asia/Shanghai' },
  seoul: { display: 'Seoul, South Korea', zone: 'Asia/Seoul' },
  tokyo: { display: 'Tokyo, Japan', zone: 'Asia/Tokyo' },
  sydney: { display: 'Sydney, Australia', zone: 'Australia/Sydney' },
  melbourne: { display: 'Melbourne, Australia', zone: 'Australia/Melbourne' },
  auckland: { display: 'Auckland, New Zealand', zone: 'Pacific/Auckland' },
  toronto: { display: 'Toronto, Canada', zone: 'America/Toronto' },
  vancouver: { display: 'Vancouver, Canada', zone: 'America/Vancouver' },
  'mexico city': { display: 'Mexico City, Mexico', zone: 'America/Mexico_City' },
  'sao paulo': { display: 'São Paulo, Brazil', zone: 'America/Sao_Paulo' },
  'são paulo': { display: 'São Paulo, Brazil', zone: 'America/Sao_Paulo' },
  'buenos aires': { display: 'Buenos Aires, Argentina', zone: 'America/Argentina/Buenos_Aires' },
  cairo: { display: 'Cairo, Egypt', zone: 'Africa/Cairo' },
  lagos: { display: 'Lagos, Nigeria', zone: 'Africa/Lagos' },
  nairobi: { display: 'Nairobi, Kenya', zone: 'Africa/Nairobi' },
  utc: { display: 'UTC', zone: 'UTC' },
  gmt: { display: 'GMT', zone: 'Etc/GMT' },
};

/** Words that carry no meaning for tool choice. */
export const STOPWORDS = new Set(
  'somewhere anywhere everywhere a an and are at be been but by can could do does did for from get give how i in into is it its me my of on or our please both whatever supposed im i\'m i\'ve we\'ve you\'ve they\'ve i\'d we\'d i\'ll we\'ll we\'re you\'re they\'re kinda sorta before after show tell that the their them then there this to up us was we what when where which who will with would you your about all any some just now right currently current also hey hi pls thanks thank there here these those one like want need needs wants id ive im should shall might may much many very really actually basically literally honestly kindly quick quickly real lets let us have has had whats whos its dont are were being he she her hers him his whether against whole entire across throughout through via couple few bunch handful several'.split(
    ' ',
  ),
);
