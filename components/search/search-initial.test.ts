import { describe, expect, it } from 'vitest';
import { searchInitial } from './search-initial';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return searchInitial((key) => params.get(key) ?? undefined);
};

describe('searchInitial', () => {
  it('opens on the default catalog when the link names none', () => {
    expect(from('q=weather').catalogIds).toEqual(['demo-weather']);
  });

  it('opens on a kept catalog alone when the link names no shipped one', () => {
    expect(from('yours=yours-abc123&q=x')).toMatchObject({ catalogIds: [], yours: ['yours-abc123'] });
  });

  it('reads an empty catalogs= beside a kept catalog as no shipped catalog, as the page writes it once all are unticked', () => {
    expect(from('variant=bm25&q=x&catalogs=&yours=yours-abc123')).toMatchObject({ catalogIds: [], yours: ['yours-abc123'], variant: 'bm25' });
  });

  it('keeps the shipped catalogs a link names beside a kept one', () => {
    expect(from('catalogs=github&yours=yours-abc123').catalogIds).toEqual(['github']);
  });

  it('falls back to the default when catalogs= is empty and nothing is kept', () => {
    expect(from('catalogs=').catalogIds).toEqual(['demo-weather']);
  });
});
