import type { ConnectFailureKind } from '@/lib/mcp-connect/failure';
import { format, plural } from './format';

const { num, pct } = format;

/** Strings of "Your tools": the page that brings a catalog in, and what the other pages show of it. */
export const yours = {
  title: 'Your tools',
  intro:
    'Bring your own tools: paste or drop a catalog, or connect to your MCP server by URL. It is kept in this browser until you remove it, and every page can use it: the search playground, the token budget, and live runs.',
  nav: 'Your tools',

  add: {
    title: 'Paste or drop a catalog',
    shapes:
      'Any of these, recognised from the JSON: a Messages API tools array; an MCP tools/list result, or the whole JSON-RPC response; several servers’ listings at once ({"servers": {"name": listing}}); a Claude Code or Claude Desktop configuration (mcpServers).',
    paste: 'Catalog JSON',
    placeholder: '[{"name": "get_weather", "description": "…", "input_schema": {"type": "object"}}]',
    read: 'Read and keep',
    file: 'Choose a JSON file',
    dropHint: 'Or drop a .json file on the box. It is read in a background worker, so a 10,000-tool catalog does not freeze the page.',
    pastedName: (date: string) => `Pasted catalog, ${date}`,
    parsing: (what: string) => `Reading ${what}…`,
    counting: (done: number, total: number) => `Counting tokens: ${num(done)} of ${plural(total, 'tool', 'tools')}…`,
    saving: 'Keeping it in this browser…',
    saved: (name: string, tools: number) => `Kept “${name}”: ${plural(tools, 'tool', 'tools')}. Use it on:`,
    failed: (what: string) => `${what} was not kept. The first problem, and where it is in the JSON:`,
    config: {
      title: (n: number) => `An MCP configuration naming ${plural(n, 'server', 'servers')}.`,
      why: 'A configuration names servers, not tools, and this app cannot start a local (stdio) server or hold its secrets. Export each server’s tools/list with the MCP Inspector’s command line, then paste or drop the file here; an http server can also be connected to by URL.',
      env: (names: string) => `environment: ${names}`,
      then: 'Arguments, environment values and headers are not shown or kept: they often hold tokens.',
    },
  },

  choice: {
    legend: 'Your catalogs',
    none: 'None kept in this browser yet.',
    noneChosen: 'None',
    gone: (n: number) => `${plural(n, 'catalog named in this link is', 'catalogs named in this link are')} not kept in this browser (a link carries ids, never the catalog).`,
    add: 'Add your tools',
    private: 'They stay in this browser.',
  },

  budget: {
    title: 'Your catalog’s budget',
    intro: 'A catalog kept in this browser, costed against the window above: per server, per tool, and loaded three ways. The model, window, conversation and a search’s reach are the settings above.',
    loading: 'Reading the catalog…',
    summary: (tools: number, servers: number, tokens: number, share: number, window: number) =>
      `${plural(tools, 'tool', 'tools')} on ${plural(servers, 'server', 'servers')}: ${plural(tokens, 'token', 'tokens')} of definitions, ${pct(share)} of a ${num(window)}-token window if all were loaded.`,
    perServer: 'Cost per server, all its definitions loaded',
    columns: {
      server: 'Server',
      tools: 'Tools',
      tokens: 'Tokens',
      windowShare: 'Of the window',
      catalogShare: 'Of the catalog',
      loaded: 'Loaded up front',
      firstTurn: 'First turn: context (of the window) · iterations, billed',
      laterTurns: 'Later turns',
      per1000: '$ per 1,000 first turns',
    },
    setupsTitle: 'Loaded three ways',
    setups: {
      'all-loaded': 'All loaded',
      'all-deferred': 'All deferred (tool search)',
      'kept-loaded': 'Deferred, chosen tools kept loaded',
    },
    keptAnswers: '… when a kept tool is the one needed',
    loaded: (tools: number, tokens: number) => `${plural(tools, 'definition', 'definitions')}, ${plural(tokens, 'token', 'tokens')}`,
    iterations: (n: number, billed: number) => `${plural(n, 'iteration', 'iterations')}, ${num(billed)} billed`,
    overflow: 'does not fit',
    setupsWhy:
      'Deferring everything costs one more sampling iteration on the first turn: the model searches, the API loads what it found, and the model reads its context again. A later turn calls a tool it found earlier without searching (discovered tools stay loaded), so it reads the search tool, what was found and the earlier search blocks. Kept tools cost their definitions in every turn and save the search when one of them is the tool needed. Input tokens only; output and caching are left out.',
    keepTitle: (n: number) => `Kept loaded: ${plural(n, 'tool', 'tools')}`,
    keepHint: (n: number) => `The ${num(n)} costliest tools; the ones your servers mark alwaysLoad start ticked. The docs advise keeping the 3–5 most used tools loaded.`,
    requestTitle: 'How a request keeps them loaded',
    requestHint:
      'Built by the code that builds live runs: as client tools, the kept ones without defer_loading (three shown, then one deferred); as an MCP toolset, defer_loading: false in configs over default_config. A URL other than the one you connected to is a placeholder.',
  },

  deferral: {
    title: 'Who decides deferral',
    intro: 'Deferral is decided by whoever builds the request, never by the MCP server. Each point says where it is confirmed; a point no source confirms is marked.',
    sources: {
      docs: 'API docs and SDK 1.12 types',
      seed001: 'seed 001, a reading of Claude Code’s source',
      mcp: 'the MCP specification',
    },
    levers: {
      api: {
        title: 'The API request',
        points: [
          'A tool with "defer_loading": true is sent on every request but kept out of the model’s prompt until a search finds it.',
          'Never the search tool, and at least one tool must stay loaded: a request with every tool deferred gets a 400.',
        ],
      },
      connector: {
        title: 'The MCP connector (mcp_toolset)',
        points: [
          'mcp_toolset.default_config: {"defer_loading": true} defers every tool of the server.',
          'configs: {"tool": {"defer_loading": false}} keeps chosen tools loaded; configs overrides default_config, which overrides the defaults (enabled, not deferred).',
          'The server’s alwaysLoad mark is not one of these fields.',
        ],
      },
      claudeCode: {
        title: 'Claude Code (ENABLE_TOOL_SEARCH)',
        points: [
          'Unset, or true (auto:0): MCP tools and tools marked shouldDefer are always deferred and found with ToolSearch.',
          'auto or auto:N (N from 1 to 99): tools are deferred only when the deferred tools’ size passes N% of the context window; 10% when N is not given.',
          'false (auto:100): tool search is off and every tool is loaded.',
          'A tool marked alwaysLoad (for an MCP tool, _meta["anthropic/alwaysLoad"]: true) is never deferred; that rule comes first.',
        ],
      },
      server: {
        title: 'Your MCP server',
        points: [
          'It cannot defer its own tools: tools/list has no such field, and the client or the API decides.',
          'It can help a search find them: clear names, descriptions that say what and when, and its instructions.',
          'It can ask Claude Code to keep a tool loaded with _meta["anthropic/alwaysLoad"].',
        ],
      },
    },
  },

  live: {
    client: (n: number) => `Its ${plural(n, 'definition goes', 'definitions go')} in tools, deferred (except the ones named below as kept loaded), under the names a search sees. When the model calls one, the app answers with a labelled stand-in: your tool is not called.`,
    mcpConnected: 'In MCP-hosted mode the API lists your server’s tools itself, from its URL (the real API only: the emulator reaches only this app’s demo servers).',
    mcpPasted: 'In MCP-hosted mode the API lists your server’s tools itself: give its URL below, or switch to client-side mode to send this catalog’s definitions.',
    useUrl: 'Use the server it was listed from',
  },

  links: {
    search: 'Search it',
    budget: 'See its token budget',
    live: 'Run a question over it',
    report: 'Report: will tool search find its tools?',
  },

  connect: {
    title: 'Connect to your MCP server',
    intro: 'Streamable HTTP, through the MCP SDK’s own client: initialize, then tools/list, every page of it. The listing is kept like a pasted catalog.',
    url: 'Server URL',
    token: 'Bearer token (optional)',
    tokenHint: 'Sent once, with this connection only, in the Authorization header. It is not kept, logged or put in a URL.',
    via: 'Connect',
    vias: {
      browser: { label: 'From this browser', hint: 'straight to the server: it must allow this page’s origin (CORS). The only way on a static deploy.' },
      server: { label: 'Through this app’s server', hint: 'no CORS needed, but it reaches only public addresses unless its operator sets MCP_CONNECT_ALLOW_PRIVATE=1.' },
    },
    staticNote: 'This is a static deploy: there is no app server to go through.',
    connect: 'Connect and list tools',
    connecting: 'Connecting…',
    connectingVia: {
      browser: 'Connecting from this browser…',
      server: 'Connecting through this app’s server…',
    },
    detail: 'Detail:',
  },

  failures: {
    'bad-url': {
      what: 'That is not a URL this app will connect to.',
      tryThis: 'Give the server’s Streamable HTTP endpoint, such as https://mcp.example.com/mcp, with no user name or password in it: a token goes in the token field.',
    },
    'refused-address': {
      what: 'This app’s server refused the address: it is loopback, private, link-local, CGNAT or a cloud metadata address.',
      tryThis:
        'Connect from this browser instead (the server must allow this page by CORS), or run the app yourself with MCP_CONNECT_ALLOW_PRIVATE=1 to reach servers on your own network. Metadata addresses are never reached.',
    },
    dns: {
      what: 'The host name does not resolve.',
      tryThis: 'Check the host’s spelling. A name only your own network knows can be reached from this browser, not from this app’s server.',
    },
    unreachable: {
      what: 'Nothing answered at that address.',
      tryThis: 'Check that the server is running and listens on that port and path.',
    },
    tls: {
      what: 'The server’s TLS certificate was not accepted: expired, self-signed, or for another host.',
      tryThis: 'Fix the certificate, or use the URL the certificate was issued for.',
    },
    blocked: {
      what: 'The browser could not read the server’s answer.',
      tryThis: 'Check the URL and that the server is running.',
      browser:
        'Most often CORS: the server must allow this page’s origin (Access-Control-Allow-Origin) and the Authorization, Content-Type, Mcp-Session-Id and Mcp-Protocol-Version headers. A page served over https cannot reach a plain-http server other than localhost. Or connect through this app’s server.',
    },
    unauthorized: {
      what: 'The server answered 401: it wants a token, or another one.',
      tryThis: 'Paste a valid bearer token. A server that signs in only with OAuth cannot be listed here: export its tools/list and paste it instead.',
    },
    forbidden: {
      what: 'The server answered 403: this token may not list its tools.',
      tryThis: 'Use a token allowed to list tools (a wider scope), or export the listing from a client that has one.',
    },
    'not-mcp': {
      what: 'The answer is not MCP over Streamable HTTP.',
      tryThis: 'Check the path (often /mcp). A server that speaks only the older SSE transport, or a web page, cannot be listed: export its tools/list and paste it instead.',
    },
    'server-error': {
      what: 'The server failed: an HTTP 5xx, a JSON-RPC error, or pages of tools/list that never end.',
      tryThis: 'Try again later, or look at the server’s own log.',
    },
    timeout: {
      what: 'No complete answer in time (20 seconds for the whole listing).',
      tryThis: 'Check that the server answers initialize and tools/list promptly; a slow server can be exported and pasted instead.',
    },
    'too-large': {
      what: 'The server’s answers passed 20 MB, the most this app reads for one listing.',
      tryThis: 'Enable fewer tools on the server, or export the listing and paste the part you need.',
    },
    'too-many-tools': {
      what: 'The server lists more than 10,000 tools, more than one request may defer.',
      tryThis: 'Enable fewer toolsets on the server, or export the listing and paste a part of it.',
    },
    redirect: {
      what: 'The server redirected somewhere this connection will not follow (more than five redirects, or to something that is not http(s)).',
      tryThis: 'Use the final URL directly.',
    },
  } satisfies Record<ConnectFailureKind, { what: string; tryThis: string; browser?: string }>,

  list: {
    title: 'Your catalogs',
    kept: 'Kept in this browser (IndexedDB) until you remove them. Nothing here is sent anywhere unless you run a question over it on the live page.',
    notKept: 'This browser gives this page no lasting storage (a private window?): catalogs last until you leave the page.',
    none: 'None yet: paste one, drop a file, or connect to a server.',
    rename: 'Rename',
    renameLabel: (name: string) => `Rename ${name}`,
    remove: 'Remove',
    removeLabel: (name: string) => `Remove ${name}`,
    newName: 'New name',
    save: 'Save',
    cancel: 'Cancel',
    tools: (n: number) => plural(n, 'tool', 'tools'),
    servers: (names: string) => `servers: ${names}`,
    noServer: 'no server named',
    pasted: 'pasted',
    file: (name: string) => `from the file ${name}`,
    connected: (url: string, via: 'browser' | 'server') => `listed from ${url} ${via === 'browser' ? 'by this browser' : 'by this app’s server'}`,
    collisions: (n: number) => `${plural(n, 'name is', 'names are')} on more than one server: kept apart by their composed names (open the details).`,
  },

  details: {
    title: 'Servers, collisions and tools',
    loading: 'Reading…',
    missing: 'This catalog is no longer kept here.',
    unnamed: '(no server named)',
    serverTools: (n: number) => plural(n, 'tool', 'tools'),
    alwaysLoad: (names: string) => `asks to stay loaded (_meta["anthropic/alwaysLoad"]): ${names}`,
    truncated: 'only the first page of its listing',
    instructions: (text: string) => `instructions: ${text}`,
    collisionsTitle: 'The same name on several servers (the API composes {server}_{name}, so both stay usable):',
    collision: (bare: string, names: string) => `${bare} → ${names}`,
    notesTitle: 'Read but left out:',
    toolsTitle: (shown: number, total: number) => (shown === total ? `The ${plural(total, 'tool', 'tools')}, as a search sees their names:` : `The first ${num(shown)} of ${plural(total, 'tool', 'tools')}, as a search sees their names:`),
  },
};
