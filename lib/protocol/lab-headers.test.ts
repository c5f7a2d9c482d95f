import { describe, expect, it } from 'vitest';
import { DECISIONS_HEADER, decisionsFrom, isSimulatedFailure } from './lab-headers';

describe('the lab headers', () => {
  it('reads the scripted model decisions back, and none from a header that is missing or broken', () => {
    const decisions = ['searched “weather”', 'called get_weather'];
    expect(decisionsFrom(new Headers({ [DECISIONS_HEADER]: encodeURIComponent(JSON.stringify(decisions)) }))).toEqual(decisions);
    expect(decisionsFrom(new Headers())).toEqual([]);
    expect(decisionsFrom(new Headers({ [DECISIONS_HEADER]: '%E0%A4%A' }))).toEqual([]);
    expect(decisionsFrom(new Headers({ [DECISIONS_HEADER]: encodeURIComponent('{"not":"a list"}') }))).toEqual([]);
  });

  it('knows the failures a client may ask for', () => {
    expect(isSimulatedFailure('429')).toBe(true);
    expect(isSimulatedFailure('500')).toBe(false);
  });
});
