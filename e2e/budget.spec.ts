import refTime from '@/data/catalogs/ref-time.json';
import { en as t } from '@/lib/i18n/en';
import type { ToolDefinition } from '@/lib/scenario/types';
import { countCatalog } from '@/lib/tokens/catalog-budget';
import { readUpload } from '@/lib/tokens/uploaded-catalog';
import { BudgetPage } from './pages/budget-page';
import { expect, test } from './fixtures';

const b = t.budget;
const f = t.format;

/** A small MCP tools/list answer, as a user would save it from their own server. */
const MCP_LIST = {
  tools: Array.from({ length: 12 }, (_, i) => ({
    name: `acme_tool_${i}`,
    description: `Does acme thing number ${i} with a description long enough to count.`,
    inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The record id' } }, required: ['id'] },
  })),
};

test.describe('the token budget page', () => {
  test('a catalog uploaded from a file joins the selection and the totals; picking a catalog updates them; the growth chart has a table of the same numbers', async ({ page }) => {
    const budget = new BudgetPage(page);
    await budget.open({ catalogs: 'ref-time' });
    const before = countCatalog(refTime as ToolDefinition[]);
    await expect(budget.totals()).toContainText(b.totals.definitions(before.tools, before.tokens));

    await budget.upload('acme-tools.json', JSON.stringify(MCP_LIST));
    await expect(budget.uploaded().getByRole('checkbox', { name: /acme-tools\.json/ })).toBeChecked();
    const parsed = readUpload('acme-tools.json', JSON.stringify(MCP_LIST));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const added = countCatalog(parsed.servers[0]!.tools);
    await expect(budget.totals()).toContainText(b.totals.definitions(before.tools + added.tools, before.tokens + added.tokens));
    await expect(budget.totals()).toContainText(t.provenance.estimate.label);

    const withUpload = await budget.totalTokens('allLoaded').innerText();
    await budget.catalogCheckbox('MCP reference server: memory').check();
    await expect(budget.totalTokens('allLoaded')).not.toHaveText(withUpload);

    const chart = page.getByTestId('budget-growth');
    await expect(chart.getByRole('img', { name: b.growth.title })).toBeVisible();
    await chart.getByText(b.growth.table).click();
    const rows = page.getByTestId('growth-table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByRole('rowheader')).toHaveText('10');
    await expect(rows.last().getByRole('rowheader')).toHaveText(f.num(10_000));
  });

  test('a tools/list JSON-RPC response and a listing of several servers: each server its own catalog, with its own cost', async ({ page }) => {
    const budget = new BudgetPage(page);
    await budget.open({ catalogs: 'ref-time' });
    const before = countCatalog(refTime as ToolDefinition[]);

    await budget.upload('acme-rpc.json', JSON.stringify({ jsonrpc: '2.0', id: 1, result: MCP_LIST }));
    await expect(budget.uploaded().getByRole('checkbox', { name: /acme-rpc\.json/ })).toBeChecked();
    const rpcRead = readUpload('acme-rpc.json', JSON.stringify({ jsonrpc: '2.0', id: 1, result: MCP_LIST }));
    if (!rpcRead.ok) throw new Error(JSON.stringify(rpcRead.error));
    const rpc = countCatalog(rpcRead.servers[0]!.tools);
    await expect(budget.totals()).toContainText(b.totals.definitions(before.tools + rpc.tools, before.tokens + rpc.tokens));

    const servers = { servers: { shop: MCP_LIST.tools.slice(0, 5), crm: { tools: MCP_LIST.tools.slice(5) } } };
    await budget.upload('two-servers.json', JSON.stringify(servers));
    const read = readUpload('two-servers.json', JSON.stringify(servers));
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    for (const server of read.servers) {
      const count = countCatalog(server.tools);
      const row = budget.uploaded().getByRole('listitem').filter({ hasText: server.label });
      await expect(row.getByRole('checkbox')).toBeChecked();
      await expect(row).toContainText(b.tools(count.tools));
      await expect(row).toContainText(f.tokens(count.tokens));
    }
    expect(read.servers.map((s) => s.label)).toEqual(['two-servers.json · shop', 'two-servers.json · crm']);

    await budget.upload('claude.json', JSON.stringify({ mcpServers: { github: { command: 'npx' } } }));
    await expect(budget.uploadErrors()).toContainText(b.uploadConfig(['github']));
  });

  test('the article’s figures are quoted, ours estimated, and the estimator’s error is shown against the exact recording; a malformed file says which file and what is wrong, and the selection stays as it was', async ({ page }) => {
    const budget = new BudgetPage(page);
    await test.step('the article’s figures and the estimator’s check', async () => {
      await budget.open();
      const headline = page.getByTestId('budget-headline');
      await expect(headline.getByTestId('headline-table')).toBeVisible({ timeout: 15_000 });
      await expect(headline.getByRole('columnheader', { name: /Article: tokens/ })).toContainText(t.provenance.quoted.label);
      await expect(headline).toContainText(b.headline.notShipped.licence);

      const check = page.getByTestId('estimator-check');
      await expect(check.getByTestId('check-first').getByRole('cell').first()).toHaveText('737');
      await expect(check.getByTestId('check-cumulative').getByRole('cell').first()).toHaveText(f.num(1641));
      // The emulator's count_tokens is the estimator's first-iteration figure, not a second opinion.
      const first = check.getByTestId('check-first').getByRole('cell');
      const emulator = check.getByTestId('check-emulator').getByRole('cell');
      await expect(emulator.nth(1)).toHaveText((await first.nth(1).textContent()) ?? '');
      // No count_tokens answer was recorded: message_start's input is not this row's exact figure.
      await expect(emulator.first()).toHaveText(b.estimator.notRecorded);
      await expect(emulator.nth(2)).toHaveText('—');
    });

    await test.step('a malformed file', async () => {
      await budget.open({ catalogs: 'ref-time,ref-git' });
      const checked = await budget.checkedCatalogs();
      const allLoaded = await budget.totalTokens('allLoaded').innerText();

      await budget.upload('broken.json', JSON.stringify({ tools: [{ name: 'ok', inputSchema: { type: 'object' } }, { name: 'bad', inputSchema: 'nope' }] }));
      const alert = budget.uploadErrors();
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('broken.json');
      await expect(alert).toContainText('tools[1].inputSchema: expected a JSON Schema object');
      await expect(alert).toContainText(b.uploadErrorTitle);

      await budget.upload('not-json.json', '{"tools": [');
      await expect(alert).toContainText('not-json.json: (root): not valid JSON at line 1');

      expect(await budget.checkedCatalogs()).toEqual(checked);
      await expect(budget.totalTokens('allLoaded')).toHaveText(allLoaded);
      await expect(budget.uploaded()).toHaveCount(0);
    });
  });
});
