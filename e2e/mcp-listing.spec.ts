import { en as t } from '@/lib/i18n/en';
import { expect, test } from './fixtures';

test.describe('an MCP-hosted run', () => {
  test('says what the tool index is, and folds the tools/list exchange into step 2 without renumbering', async ({ page, player, steps }) => {
    await player.open(2);
    await player.expectStep(steps[1]!, steps.length);
    await expect(page.getByTestId('registry-note')).toHaveText(t.player.diagram.registry.mcp);
    await expect(page.getByTestId('step-counter')).toHaveText(t.player.step.counter(2, 11));

    const listing = page.getByText(t.player.prologue.summary('weather', steps[1]!.step.prologue![0]!.tools));
    await expect(listing).toBeVisible();
    await listing.click();
    const card = page.getByTestId('step-prologue');
    await expect(card.getByText(t.player.prologue.intro)).toBeVisible();
    await expect(card.getByText('"tools/list"')).toBeVisible();
    await expect(card.getByText('"initialize"')).toBeVisible();

    // The next step is still the article's step 3, and carries no listing.
    await player.getNextButton().click();
    await expect(page.getByTestId('step-counter')).toHaveText(t.player.step.counter(3, 11));
    await expect(page.getByTestId('step-prologue')).toHaveCount(0);
  });
});
