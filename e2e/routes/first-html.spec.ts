import { expect, test } from '@playwright/test';

/** What the server's first HTML already holds, before any script runs: read over HTTP, no page opened. */
test.describe('the diagram on first paint', () => {
  test("is in the server's first HTML, both themes, drawn at the linked step", async ({ request }) => {
    const html = await (await request.get('/?scenario=weather-mcp&step=5')).text();
    const host = /<div[^>]*data-testid="sequence-diagram"[^>]*>/.exec(html)?.[0] ?? '';
    expect(host).toContain('data-status="prerendered"');
    expect(html).toContain('data-diagram-theme="light"');
    expect(html).toContain('data-diagram-theme="dark"');
    expect(html).toMatch(/<svg data-current-step="5"/);
    expect(html).not.toContain('Maximum text size');
  });
});
