import { en as t } from '@/lib/i18n/en';
import weatherMcp from '@/scenarios/weather-mcp.json';
import { expect, test } from './fixtures';

/**
 * What a reader is told about where a sentence comes from: text the emulator made up says
 * "modelled", a point nobody has confirmed says "unverified", and step 1 says what the request
 * really carries in its mode.
 */
test('an MCP-hosted request is not said to carry every definition', async ({ player }) => {
  await player.open(1, 'weather-mcp');
  const card = player.getStepCard();
  await expect(card).toContainText('It carries no tool definitions.');
  await expect(card).not.toContainText('Every definition travels');
});

test('a BM25 search step marks its input field and its limit as unverified', async ({ player }) => {
  await player.open(3, 'weather-bm25');
  const card = player.getStepCard();
  await expect(card).toContainText(t.unverified.points['bm25-input'].point);
  await expect(card).toContainText(t.unverified.points['search-limit'].point);
  await expect(card).toContainText('a field the API may send');
});

test('the emulator’s 400 says its message text is modelled', async ({ player }) => {
  await player.open(2, 'all-deferred-400');
  const card = player.getStepCard();
  await expect(card).toContainText(t.modelled.label);
  await expect(card).toContainText('The message text is modelled');
});

test('the search playground marks BM25’s input and the limit as unverified', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText(t.unverified.points['bm25-input'].point)).toHaveCount(1);
  await expect(page.getByText(t.unverified.points['search-limit'].point)).toHaveCount(1);
});

test('a search error the emulator wrote says its text is modelled', async ({ player }) => {
  await player.open(5, 'search-error');
  const card = player.getStepCard();
  await expect(card.getByTestId('modelled-mark')).toBeVisible();
  await expect(card).toContainText('The message text is modelled');
});

test('“Try this search” opens the same search: the server context, the composed names, the same order, and how ties are ordered', async ({ player, page }) => {
  const result = weatherMcp.exchanges[0]!.response!.content.find((b) => b.type === 'tool_search_tool_result') as { content: { tool_references: Array<{ tool_name: string }> } };
  const references = result.content.tool_references.map((r) => r.tool_name);
  await player.open(5, 'weather-mcp');
  await expect(player.getStepCard().getByTestId('search-order')).toContainText(t.searchOrder.regex);
  await player.getStepCard().getByRole('link', { name: t.search.openFromStep }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await expect(page.getByTestId('hit-name')).toHaveText(references);
  await expect(page.getByTestId('search-order').getByTestId('modelled-mark')).toBeVisible();
  // The server prefix is searched only when asked for, and then marked unverified.
  await page.getByRole('radio', { name: t.searchNames.prefixed }).check();
  await expect(page.getByTestId('search-names')).toContainText(t.unverified.points['search-prefix'].point);
  await expect(page.getByTestId('hit-name')).not.toHaveText(references);
});
