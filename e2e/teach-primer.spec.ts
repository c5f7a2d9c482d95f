import { BADGES } from '@/lib/engine/badge';
import { stepExplanation, stepPlain } from '@/lib/i18n/describe-step';
import { expect, test } from './fixtures';
import { diagramReady, dictionary, LANGUAGES, stepsOfScenario } from './pages/room-view';
import { auditor } from './support/axe';

/**
 * A newcomer's first minute: the primer on a first visit (and "What is this?"
 * afterwards), each term defined where it first appears, a plain sentence before
 * the protocol's details, and a legend that says what every badge means.
 */
test.describe('a first visit', () => {
  test.use({ firstVisit: true, viewport: { width: 1280, height: 800 } });

  for (const lang of LANGUAGES) {
    test(`(${lang}) the primer explains tool search beside the diagram, defines its terms on a click, and comes back from “What is this?”`, async ({ page }) => {
      const t = dictionary(lang);
      await page.goto(`/?scenario=weather-mcp&step=1&lang=${lang}`);
      await diagramReady(page);
      const primer = page.getByRole('region', { name: t.teach.primer.title });
      await expect(primer).toBeVisible();
      await expect(primer.getByRole('listitem')).toHaveText([...t.teach.primer.sentences], { useInnerText: true });
      // The diagram is in view beside it.
      expect(await page.getByTestId('sequence-diagram').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);

      // Each term is a button (not a tooltip): a click shows its definition, Escape hides it.
      const terms = primer.locator('[data-term]');
      expect(await terms.evaluateAll((els) => els.map((e) => e.getAttribute('data-term')))).toEqual(expect.arrayContaining(['search-tool', 'deferred', 'tool-reference']));
      const deferred = t.teach.glossary.terms.deferred;
      await primer.locator('[data-term="deferred"]').click();
      const popover = page.getByRole('dialog', { name: t.teach.glossary.label(deferred.name) });
      await expect(popover).toBeVisible();
      await expect(popover).toContainText(deferred.definition);
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();

      await primer.getByRole('button', { name: t.teach.primer.dismiss }).click();
      await expect(primer).toHaveCount(0);
      // Seen once: a reload opens on the player alone, and "What is this?" brings it back.
      await page.reload();
      await diagramReady(page);
      await expect(page.getByRole('region', { name: t.teach.primer.title })).toHaveCount(0);
      await page.getByRole('button', { name: t.teach.primer.reopen }).click();
      await expect(page.getByRole('heading', { name: t.teach.primer.title })).toBeFocused();
    });
  }
});

test.describe('the teaching views, audited', () => {
  test.use({ firstVisit: true });

  test('the primer with a definition open, presenter mode and the embed: no serious WCAG 2.2 A/AA violation', async ({ page }) => {
    const found: string[] = [];
    const audit = async (where: string) => {
      const { violations } = await auditor(page, 'all').analyze();
      found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `[${where}] ${v.id}: ${n.target.join(' ')}`)));
    };
    const t = dictionary('en');
    await page.goto('/?scenario=weather-mcp&step=3');
    await diagramReady(page);
    await page.getByRole('region', { name: t.teach.primer.title }).locator('[data-term="deferred"]').click();
    await audit('primer');
    await page.goto('/?scenario=enterprise-mcp&step=12&present=1');
    await diagramReady(page);
    await audit('presenter');
    await page.goto('/?scenario=weather-mcp&step=4&embed=1');
    await diagramReady(page);
    await audit('embed');
    expect(found).toEqual([]);
  });
});

test.describe('two layers and a legend', () => {
  for (const lang of LANGUAGES) {
    test(`(${lang}) a step reads plain first, with the protocol’s fine print in Details; the legend names every badge in distinct words`, async ({ page, player }) => {
      const t = dictionary(lang);
      const steps = stepsOfScenario('weather-mcp');
      await page.goto(`/?scenario=weather-mcp&step=3&lang=${lang}`);
      await diagramReady(page);
      const card = player.getStepCard();
      await expect(card.getByTestId('step-plain')).toHaveText(stepPlain(steps[2]!, t), { useInnerText: true });
      await expect(card.getByTestId('step-plain')).toBeVisible();
      const explanation = card.getByTestId('step-explanation');
      await expect(explanation).toBeHidden();
      await card.getByText(t.teach.details, { exact: true }).click();
      await expect(explanation).toBeVisible();
      await expect(explanation).toHaveText(stepExplanation(steps[2]!, t), { useInnerText: true });

      const legend = page.getByRole('region', { name: t.teach.legend.title });
      await legend.scrollIntoViewIfNeeded();
      await expect(legend).toBeVisible();
      const words = [...BADGES.map((b) => t.seen[b].label), t.modelled.label, t.unverified.label];
      expect(new Set(words).size).toBe(words.length);
      for (const [i, word] of words.entries()) {
        await expect(legend.getByRole('definition').nth(i)).toBeVisible();
        await expect(legend.getByRole('term').nth(i)).toContainText(word);
      }
      // Not the Model actor's name: "modelled" must not read as "the model's".
      expect(t.modelled.label).not.toContain(t.actors.model);

      // This run was recorded from the emulator: its wire steps never say "real API".
      await page.getByRole('button', { name: t.player.controls.restart, exact: true }).click();
      await expect(player.getSeenBadge()).toHaveText(new RegExp(t.seen.emulator.label));
      await expect(player.getSeenBadge()).not.toContainText(t.seen.api.label);
    });
  }
});
