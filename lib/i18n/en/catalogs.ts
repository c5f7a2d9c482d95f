/** Strings of the catalogs page. */
export const catalogs = {
    title: 'Tool catalogs',
    intro:
      'Real tool definitions of public MCP servers, shipped with the app for searching and for token budgets. Each stays under its own licence; the definitions are unchanged except that MCP’s inputSchema is renamed to the API’s input_schema.',
    columns: ['Catalog', 'Tools', 'Source repository', 'Commit / release', 'Licence'],
    note: 'The Atlassian catalogs are reconstructed from the server’s Python signatures; GitHub’s are its own JSON snapshots; Notion’s were captured from tools/list. Full notes: data/catalogs/SOURCES.md.',
};
