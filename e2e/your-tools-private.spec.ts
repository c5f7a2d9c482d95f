import { spawn, type ChildProcess } from 'node:child_process';
import { en as t } from '@/lib/i18n/en';
import { manyTools, serveYourMcpServer, type YourMcpServer } from '@/test-support/your-mcp-server';
import { expect, test } from './fixtures';
import { YourToolsPage } from './pages/your-tools-page';

/**
 * An operator who sets MCP_CONNECT_ALLOW_PRIVATE=1 lets the app's server reach servers on their
 * own network. That is a choice for this one server, never the suite's default (the main server
 * refuses loopback: your-tools.spec.ts), so this spec starts a second instance of the same build
 * with the variable set, on its own port (E2E_PORT + 2; the static config uses + 1).
 */

const PORT = Number(process.env.E2E_PORT ?? 3123) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-private-token-987654321';

let app: ChildProcess;
let server: YourMcpServer;

async function answering(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe('your tools: an operator who allows private addresses', () => {
  test.use({ baseURL: ORIGIN });

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    app = spawn('node_modules/.bin/next', ['start', '-p', String(PORT)], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MCP_CONNECT_ALLOW_PRIVATE: '1' },
      stdio: 'ignore',
    });
    server = await serveYourMcpServer({ name: 'lan-server', version: '0.9.0', instructions: 'Ask for stock levels by SKU.', tools: manyTools(30, 'lan'), pageSize: 7, token: TOKEN });
    await answering(`${ORIGIN}/tools`, 80_000);
  });

  test.afterAll(async () => {
    app?.kill();
    await server?.close();
  });

  test('through the app’s server: the loopback server’s every tool, the token kept nowhere', async ({ page }) => {
    const tools = new YourToolsPage(page);
    await tools.open();
    await tools.connect(server.mcpUrl, 'server', TOKEN);
    await expect(tools.getSaved()).toContainText(t.yours.add.saved('lan-server 0.9.0', 30));
    const kept = tools.catalog('lan-server 0.9.0');
    await expect(kept).toContainText(t.yours.list.connected(server.mcpUrl, 'server'));
    await kept.getByText(t.yours.details.title).click();
    await expect(kept.getByTestId('your-catalog-details')).toContainText(t.yours.details.instructions('Ask for stock levels by SKU.'));
    await expect(kept.getByTestId('your-catalog-details')).toContainText('lan-server_lan_29');
    expect(await tools.everythingKept()).not.toContain(TOKEN);
  });
});
