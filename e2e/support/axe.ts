import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe-core 4.13 ships as "experimental" for WCAG A/AA criteria: no tag
 * selects them, so they are named. 2.5.3 (label in name) is among them; without
 * it the audit passed /compare in Japanese while 13 buttons failed it.
 */
export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock', 'p-as-heading', 'table-fake-caption', 'td-has-header'];

/**
 * The minified build of the axe-core that @axe-core/playwright itself depends on (same version,
 * same rules): by default it injects the unminified one, 1.3 MB, twice an audit.
 */
const AXE_SOURCE = readFileSync(createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

export function auditor(page: Page, rules: 'all' | readonly string[], only?: string): AxeBuilder {
  // axe.run in the page itself. The default finishes each run in a blank page of its own, opened and
  // closed per audit, to reach cross-origin frames; the app's pages have no frames, and that page cost
  // about half a second an audit.
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode();
  if (only) builder.include(only);
  // Every rule still runs on every element and every violation comes back with all its elements;
  // only the passes, the incomplete and the inapplicable (which no test reads) are cut to one
  // element each, so axe neither gathers nor sends back a page's worth of passed nodes (about a
  // third of a full audit's time on /compare). options() first: it replaces the options object,
  // and withRules() / withTags() then add to it.
  const resultTypes: ['violations'] = ['violations'];
  if (rules !== 'all') return builder.options({ resultTypes }).withRules([...rules]);
  return builder.options({ resultTypes, rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) }).withTags(WCAG_TAGS);
}

