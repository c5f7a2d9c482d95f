import { describe, expect, it } from 'vitest';
import * as lexicon from './lexicon';

describe('the general word list', () => {
  it('names no product: which products a request knows comes from the request (products.ts)', () => {
    const text = JSON.stringify([lexicon.CONCEPTS, lexicon.VERBS, lexicon.VERB_HINTS]).toLowerCase();
    for (const product of ['github', 'jira', 'confluence', 'notion', 'slack', 'gist', 'dependabot', 'stripe', 'okta']) expect(text).not.toMatch(new RegExp(`\\b${product}\\b`));
    expect(Object.keys(lexicon)).not.toContain('PLATFORMS');
  });
});
