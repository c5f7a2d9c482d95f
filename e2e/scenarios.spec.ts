import { en as t } from '@/lib/i18n/en';
import { libraryIndex } from '@/lib/scenario/load-library';
import { expectedSteps } from './support/expected-steps';
import { expect, test } from './fixtures';

/**
 * Every shipped scenario, not only the canonical one: a label mermaid cannot
 * parse or a payload the player cannot show would surface here, in the browser,
 * where the unit tests do not look. Each is reached the way a reader does, from
 * the scenario picker while another scenario is open, so the player must swap
 * scenarios on a client-side navigation. One reader goes round the whole
 * library in one page (each scenario opened from the one before, the first
 * again from the last), a step a scenario, so a failure still names it.
 */
const entries = libraryIndex();

test('every scenario opens from the picker, says how its first step was seen, draws its diagram and plays to the end', async ({ page, player }) => {
  test.slow();
  await player.open(1, entries.at(-1)!.id);
  for (const { id, title } of entries) {
    await test.step(`scenario "${id}"`, async () => {
      const steps = expectedSteps(id);
      await page.getByRole('navigation', { name: t.nav.scenarios }).getByRole('link', { name: title, exact: true }).click();
      await expect(page.getByTestId('scenario-title')).toHaveText(title);
      await player.waitForDiagram();
      await player.expectStep(steps[0]!, steps.length);
      // How its first step was seen: the article's own payloads are published, never recorded.
      if (id === 'article-original') {
        await expect(player.getSeenBadge()).toHaveText(new RegExp(t.seen.published.label));
        await expect(player.getSeenBadge()).not.toHaveText(new RegExp(`${t.seen.api.label}|${t.seen.emulator.label}`));
        await expect(player.getHttp('request')).toHaveCount(0);
      } else {
        // Every other shipped scenario was recorded from the emulator (none from the real API).
        await expect(player.getSeenBadge()).toHaveText(new RegExp(t.seen.emulator.label));
      }
      await player.press('End');
      await player.expectStep(steps.at(-1)!, steps.length);
      await expect(player.getDiagram()).toHaveAttribute('data-render-count', '1');
    });
  }
});
