import { en as t } from '@/lib/i18n/en';
import { YOUR_TOOL_STAND_IN } from '@/lib/live/client-tools';
import { liveScenarioText } from '@/lib/live/scenario-text';
import { manyTools, serveYourMcpServer, type YourMcpServer } from '@/test-support/your-mcp-server';
import { expect, test } from './fixtures';
import { LivePage } from './pages/live-page';
import { YourToolsPage } from './pages/your-tools-page';

const y = t.yours;
const schema = { type: 'object', properties: { sku: { type: 'string', description: 'The product’s stock-keeping unit' } } };
/** Two servers' listings at once, with one name on both: the kind of catalog people bring. */
const SHOP = {
  servers: {
    shop: { tools: [{ name: 'find_product', description: 'Find a product in the shop catalogue by name or SKU.', inputSchema: schema }, { name: 'search', description: 'Search the shop.', inputSchema: schema }] },
    docs: [{ name: 'search', description: 'Search the documentation.', input_schema: { type: 'object' } }],
  },
};

test.describe('your tools: a pasted catalog on every page', () => {
  test('pasted, kept across a reload, and seen on /search, /budget and /live', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.paste(SHOP);
    const pasted = y.add.pastedName(t.format.date(new Date().toISOString()));
    await expect(tools.getSaved()).toContainText(y.add.saved(pasted, 3));
    const kept = tools.catalogs().first();
    await expect(kept).toContainText(y.list.servers('shop, docs'));
    await expect(kept.getByTestId('collision-count')).toHaveText(y.list.collisions(1));

    // Kept in this browser: a reload finds it, and it can be renamed.
    await page.reload();
    await expect(tools.catalogs()).toHaveCount(1);
    await tools.catalog(pasted).getByRole('button', { name: y.list.renameLabel(pasted) }).click();
    await page.getByLabel(y.list.newName).fill('Shop and docs');
    await page.getByRole('button', { name: y.list.save }).click();
    await expect(tools.catalog('Shop and docs')).toBeVisible();

    // /search: the catalog beside the shipped ones, searched by name as the API composes it.
    const links = tools.catalog('Shop and docs');
    await links.getByRole('link', { name: y.links.search }).click();
    await expect(page).toHaveURL(/\/search\/?\?.*yours=yours-/);
    await expect(page.getByRole('checkbox', { name: /^Shop and docs/ })).toBeChecked();
    for (const variant of ['regex', 'bm25', 'keyword'] as const) {
      await page.getByRole('radio', { name: new RegExp(`^${t.search.variants[variant].label}`) }).check();
      await page.getByRole('searchbox', { name: t.search.query }).fill(variant === 'regex' ? 'product' : 'find product');
      await expect(page.getByTestId('hit-name').first()).toHaveText('shop_find_product');
    }
    await expect(page.getByTestId('search-summary')).toContainText(t.search.searched(3));

    // /budget: its cost per server, and loaded three ways.
    await page.goBack();
    await links.getByRole('link', { name: y.links.budget }).click();
    const budget = page.getByTestId('your-budget');
    await expect(budget.getByTestId('your-budget-summary')).toContainText('3 tools on 2 servers');
    await expect(budget.getByTestId('your-budget-servers').getByRole('row')).toHaveCount(3);
    await expect(budget.getByTestId('setup-all-deferred-first')).toContainText(y.budget.iterations(2, 0).split(',')[0]!);
    await budget.getByRole('checkbox', { name: /shop_find_product/ }).check();
    await expect(budget.getByTestId('setup-kept-loaded')).toContainText(y.budget.loaded(1, 0).split(',')[0]!);
    await expect(page.getByTestId('who-decides-deferral')).toContainText(y.deferral.levers.claudeCode.points[1]!);

    // /live: a question over it, against the emulator, answered by a stand-in for the user's tool.
    await page.goBack();
    await links.getByRole('link', { name: y.links.live }).click();
    const live = new LivePage(page);
    await expect(live.getForm()).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Shop and docs/ })).toBeChecked();
    await expect(page.getByTestId('your-catalog-use')).toContainText(y.live.client(3));
    await live.chooseEmulator();
    await page.getByRole('checkbox', { name: /^Demo weather server/ }).uncheck();
    await live.setQuestion('Look up the product lamp in the shop catalogue');
    await live.run();
    await live.settled('done');
    await expect(live.getRun()).toContainText('shop_find_product');

    // The player: the recorded run over this catalog plays like any other, its tool run labelled a stand-in.
    await page.getByRole('button', { name: t.files.actions.openInPlayer }).click();
    await expect(page).toHaveURL(/\/\?source=file&file=live-[^&]+\.json&step=1$/);
    await expect(page.getByTestId('scenario-title')).toHaveText(liveScenarioText.title('Look up the product lamp in the shop catalogue'));
    await expect(page.getByTestId('sequence-diagram')).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
    // Step by step to the client's tool run, whose card says what ran it.
    const standIn = page.getByText(YOUR_TOOL_STAND_IN, { exact: false });
    for (let i = 0; i < 20 && (await standIn.count()) === 0; i++) await page.keyboard.press('ArrowRight');
    // The plain sentence says the client runs it; the card's Details say with what.
    await page.getByTestId('step-details').getByText(t.teach.details, { exact: true }).click();
    await expect(standIn.first()).toBeVisible();
  });

  test('a wrong shape is named by its JSON path, and nothing is kept', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.paste({ tools: [{ name: 'ok', inputSchema: { type: 'object' } }, { name: 7, inputSchema: {} }] });
    await expect(tools.getReadError().getByTestId('read-error-path')).toHaveText('tools[1].name');
    await expect(tools.getReadError()).toContainText('a tool needs a name (a string)');
    await expect(tools.catalogs()).toHaveCount(0);
  });

  test('an MCP configuration lists its servers and how to export their tools', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.chooseFile('.mcp.json', JSON.stringify({ mcpServers: { github: { command: 'npx', args: ['-y', 'server', '--token', 'ghp_secret'] } } }));
    await expect(page.getByTestId('config-servers')).toContainText('npx @modelcontextprotocol/inspector --cli --config .mcp.json --server github --method tools/list > github.tools.json');
    await expect(page.getByTestId('config-servers')).not.toContainText('ghp_secret');
    await expect(tools.catalogs()).toHaveCount(0);
  });
});

test.describe('your tools: connecting to an MCP server by URL', () => {
  // The app's server refuses loopback by default, and a wrong token gets the MCP server's 401: both are answers under test.
  test.use({ expectedHttpErrors: async ({}, use) => use([/\/api\/mcp\/tools$/, /^\/mcp$/]) });
  let server: YourMcpServer;
  const TOKEN = 'e2e-mcp-token-0123456789';

  test.beforeAll(async () => {
    server = await serveYourMcpServer({ name: 'inventory', version: '1.4.0', tools: manyTools(12, 'stock'), pageSize: 5, token: TOKEN, cors: true });
  });
  test.afterAll(async () => {
    await server.close();
  });

  test('through the app’s server, a loopback server is refused without MCP_CONNECT_ALLOW_PRIVATE', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.connect(server.mcpUrl, 'server', TOKEN);
    await expect(tools.getConnectError()).toHaveAttribute('data-kind', 'refused-address');
    await expect(tools.getConnectError()).toContainText(y.failures['refused-address'].what);
    await expect(tools.getConnectError()).toContainText('127.0.0.1 is loopback');
    await expect(tools.catalogs()).toHaveCount(0);
  });

  test('from this browser, the server’s CORS allowing it: every page of its tools, and the token kept nowhere', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.connect(server.mcpUrl, 'browser', TOKEN);
    await expect(tools.getSaved()).toContainText(y.add.saved('inventory 1.4.0', 12));
    await expect(tools.catalog('inventory 1.4.0')).toContainText(y.list.connected(server.mcpUrl, 'browser'));
    expect(await tools.everythingKept()).not.toContain(TOKEN);
    expect(page.url()).not.toContain(TOKEN);
  });

  test('a wrong token: the server’s 401, explained', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.connect(server.mcpUrl, 'browser', 'not-the-token-000');
    await expect(tools.getConnectError()).toHaveAttribute('data-kind', 'unauthorized');
    await expect(tools.getConnectError()).toContainText(y.failures.unauthorized.tryThis);
  });
});
