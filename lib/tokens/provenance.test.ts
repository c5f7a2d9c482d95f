import { describe, expect, it } from 'vitest';
import { usageProvenance } from './provenance';

describe('how exact a recorded usage is', () => {
  it('is exact only when the real API wrote it', () => {
    expect(usageProvenance({ kind: 'api' })).toBe('exact');
    expect(usageProvenance({ kind: 'emulator' })).toBe('estimate');
    expect(usageProvenance({ kind: 'article' })).toBe('quoted');
  });
});
