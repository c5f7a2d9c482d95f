import { describe, expect, it } from 'vitest';
import { en } from './en';
import { ja } from './ja';
import { zh } from './zh';

/** Every string a dictionary holds, and the source of every template (their fixed words are in it). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [value.toString()];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('one word for one idea', () => {
  it('"modelled" is one term in each language, and never the Model actor’s name', () => {
    expect(zh.modelled.label).toBe('推演');
    expect(ja.modelled.label).toBe('模擬');
    for (const [dict, retired] of [
      [zh, ['推演重建', '模拟生成']],
      [ja, ['再構成）', '（再構成', 'エミュレーター作成']],
    ] as const) {
      expect(dict.modelled.label).not.toContain(dict.actors.model);
      for (const word of retired) expect(texts(dict).filter((t) => t.includes(word)), word).toEqual([]);
      // The MCP listing before step 2 and the emulator's texts say it with that one word.
      expect(dict.player.prologue.summary('weather', 8)).toContain(dict.modelled.label);
      expect(dict.player.diagram.prologueNote('weather')).toContain(dict.modelled.label);
      expect(dict.live.failure.modelled).toContain(dict.modelled.label);
    }
  });

  it('the Registry keeps its name beside what it is, in every language', () => {
    expect(en.actors.registry).toBe('Registry · tool index in the API');
    for (const dict of [zh, ja]) expect(dict.actors.registry).toMatch(/^\S+ · .*API/);
  });

  it('a response’s body is never called a request body', () => {
    expect(zh.player.http.body.response).toBe('响应体');
    expect(ja.player.http.body.response).not.toBe(ja.player.http.body.request);
  });
});
