import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { captureRequest, captureSse } from '@/lib/service/fixtures/capture';
import { checkCapture } from '@/lib/tokens/capture-check';
import { estimatorCheck } from './estimator-check';

vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  return { ...fs, readFileSync: vi.fn(fs.readFileSync) };
});

describe('/budget’s estimator check', () => {
  it('is the check of the recording, read from disk and computed once, not on every render', () => {
    const reads = () => vi.mocked(readFileSync).mock.calls.filter(([file]) => String(file).endsWith('haiku-4-5-tool-search.response.sse')).length;
    const before = reads();
    const first = estimatorCheck();
    expect(reads()).toBe(before + 1);
    expect(first).toEqual(checkCapture(captureRequest, captureSse));
    expect(estimatorCheck()).toBe(first);
    expect(reads()).toBe(before + 1);
  });
});
