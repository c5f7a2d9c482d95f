import type { MessageParam } from '@/lib/scenario/types';

const PREFIXES = { server: 'srvtoolu_emu_', tool: 'toolu_emu_', mcp: 'mcptoolu_emu_' } as const;
type IdKind = keyof typeof PREFIXES;

const pad = (n: number) => String(n).padStart(4, '0');

/**
 * Deterministic ids, so re-recording a scenario reproduces it byte for byte.
 * Numbering continues after the ids already in the history: a conversation
 * never holds the same id twice, yet the service keeps no state between
 * requests, just as the API's ids need none.
 */
export class EmulatorIds {
  private readonly next: Record<IdKind, number> = { server: 1, tool: 1, mcp: 1 };
  readonly messageId: string;

  constructor(messages: readonly MessageParam[]) {
    const text = JSON.stringify(messages);
    for (const kind of Object.keys(PREFIXES) as IdKind[]) {
      const pattern = new RegExp(`"${PREFIXES[kind]}(\\d+)"`, 'g');
      for (const match of text.matchAll(pattern)) this.next[kind] = Math.max(this.next[kind], Number(match[1]) + 1);
    }
    this.messageId = `msg_emu_${pad(messages.filter((m) => m.role === 'assistant').length + 1)}`;
  }

  take(kind: IdKind): string {
    const id = `${PREFIXES[kind]}${pad(this.next[kind])}`;
    this.next[kind] += 1;
    return id;
  }
}
