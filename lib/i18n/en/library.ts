import type { CatalogId } from '@/lib/scenario/catalog-info';
import type { ScenarioId } from '@/scenarios/library';

export interface ShippedScenarioText {
  title: string;
  description: string;
  question: string;
}

/**
 * The shipped library's own words in another language: scenario titles,
 * descriptions and questions, catalog names, and the article scenario's quoted
 * steps and fact checks. English reads them from the files themselves, so its
 * maps are empty; lib/i18n/library-text.test.ts checks every other language
 * covers them all. The JSON payloads are never translated.
 */
export const library: {
  scenarios: Partial<Record<ScenarioId, ShippedScenarioText>>;
  catalogs: Partial<Record<CatalogId, string>>;
  /** The article's steps, keyed by their English title in scenarios/article-original.json. */
  articleSteps: Record<string, { title: string; explanation: string }>;
  /** The article's fact checks, keyed by `${step} ${path}`. */
  factChecks: Record<string, string>;
} = {
  scenarios: {},
  catalogs: {},
  articleSteps: {},
  factChecks: {},
};
