import { describe, expect, it } from 'vitest';
import { SCENARIO_IDS } from '@/scenarios/library';
import { loadLibraryScenario } from './load-library';
import { loadLibraryScenarioChunk } from './load-library-chunk';

describe('loadLibraryScenarioChunk', () => {
  it('loads every shipped scenario as the server does', async () => {
    for (const id of SCENARIO_IDS) expect(await loadLibraryScenarioChunk(id), id).toEqual(loadLibraryScenario(id));
  });

  it('has nothing for an id the library does not list, inherited names included', async () => {
    expect(await loadLibraryScenarioChunk('no-such-scenario')).toBeNull();
    expect(await loadLibraryScenarioChunk('toString')).toBeNull();
  });
});
