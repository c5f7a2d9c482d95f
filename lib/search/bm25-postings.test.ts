import { describe, expect, it } from 'vitest';
import { BM25_B, BM25_FIELD_WEIGHTS, BM25_K1, buildPostings } from './bm25-postings';
import type { ToolField } from './fields';

const doc = (...fields: Array<[ToolField['field'], string]>): ToolField[] => fields.map(([field, text]) => ({ field, text }));

describe('buildPostings', () => {
  const data = buildPostings([
    doc(['name', 'get_weather'], ['description', 'Weather now']),
    doc(['name', 'send_email'], ['argument_description', 'email address']),
    doc(['name', 'list_files']),
  ]);

  it('lists documents per term in catalog order with field-weighted term frequencies', () => {
    const weather = data.postings.get('weather')!;
    expect(Array.from(weather.docs)).toEqual([0]);
    expect(Array.from(weather.tfs)).toEqual([BM25_FIELD_WEIGHTS.name + BM25_FIELD_WEIGHTS.description]);
    const email = data.postings.get('email')!;
    expect(Array.from(email.docs)).toEqual([1]);
    expect(email.tfs[0]).toBeCloseTo(BM25_FIELD_WEIGHTS.name + BM25_FIELD_WEIGHTS.argument_description);
    expect(Array.from(data.postings.get('file')!.docs)).toEqual([2]); // "files", singularised
  });

  it('gives rarer terms a higher idf, always positive', () => {
    const many = buildPostings([doc(['name', 'get_a']), doc(['name', 'get_b']), doc(['name', 'get_c']), doc(['name', 'set_d'])]);
    expect(many.idf.get('set')!).toBeGreaterThan(many.idf.get('get')!);
    expect(many.idf.get('get')!).toBeGreaterThan(0);
  });

  it('precomputes the length normaliser: longer documents are penalised more', () => {
    expect(data.norm[0]!).toBeGreaterThan(data.norm[2]!);
    const mean = (data.norm[0]! + data.norm[1]! + data.norm[2]!) / 3;
    expect(mean).toBeCloseTo(BM25_K1, 5); // k1·(1 − b + b·dl/avgdl) averages to k1
    expect(BM25_B).toBe(0.75);
  });

  it('handles an empty catalog', () => {
    expect(buildPostings([])).toMatchObject({ postings: new Map(), idf: new Map() });
  });
});
