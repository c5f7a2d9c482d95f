import type { ConnectFailureKind } from '@/lib/mcp-connect/failure';
import { format, plural } from './format';

const { num } = format;

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
    saved: (name: string, tools: number) => `Kept “${name}”: ${plural(tools, 'tool', 'tools')}. Use it on:`,
    failed: (what: string) => `${what} was not kept. The first problem, and where it is in the JSON:`,
    config: {
      title: (n: number) => `An MCP configuration naming ${plural(n, 'server', 'servers')}.`,
      why: 'A configuration names servers, not tools, and this app cannot start a local (stdio) server or hold its secrets. Export each server’s tools/list with the MCP Inspector’s command line, then paste or drop the file here; an http server can also be connected to by URL.',
      env: (names: string) => `environment: ${names}`,
      then: 'Arguments, environment values and headers are not shown or kept: they often hold tokens.',
    },
  },

  links: {
    search: 'Search it',
    budget: 'See its token budget',
    live: 'Run a question over it',
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
