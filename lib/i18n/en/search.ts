/** Strings of the search playground. */
export const search = {
    title: 'Search playground',
    intro:
      'Run the three search variants over real MCP tool catalogs, as the API (regex, BM25) or Claude Code (keyword) would. Results update as you type.',
    catalogs: 'Catalogs',
    variant: 'Variant',
    variants: {
      regex: { label: 'Regex', hint: (max: number, tool: string) => `Python re.search, case-insensitive, at most ${max} characters (${tool}).` },
      bm25: { label: 'BM25', hint: (max: number, tool: string) => `Natural-language query, at most ${max} characters, ranked (${tool}).` },
      keyword: { label: 'Keyword', hint: () => 'Claude Code’s client-side ToolSearch: select:a,b · keywords · +term required in the name.' },
    },
    query: 'Query',
    queryPlaceholder: { regex: 'e.g. weather|forecast', bm25: 'e.g. list open pull requests', keyword: 'e.g. +slack message' },
    limit: 'Limit',
    loading: 'Loading catalogs…',
    searched: (n: number) => `${n} tool definitions`,
    timing: (searchMs: string, buildMs: string) => `search ${searchMs} ms · index ${buildMs} ms`,
    noQuery: 'Type a query to search.',
    noMatch: 'Nothing matched. The API returns an empty tool_references list: not an error.',
    errorTitle: 'The search tool returns an error result (HTTP 200): the model sees it and can try again.',
    resultJson: 'What the model receives',
    score: 'score',
    moreFields: (n: number) => `and ${n} more matching ${n === 1 ? 'field' : 'fields'}`,
    fields: { name: 'name', description: 'description', argument_name: 'argument', argument_description: 'argument description' },
    reportLink: 'Will tool search find these tools? Open the report on these catalogs',
    pickOne: 'Pick at least one catalog.',
    serverName: (server: string) => `as MCP server “${server}”`,
    serverContext: {
      legend: 'Server context',
      label: 'Serve each catalog as an MCP server, as an MCP-hosted run does: its tools are referenced as {server}_{name}.',
    },
    openFromStep: 'Try this search in the playground',
};
