import type { BetaContainer } from '@anthropic-ai/sdk/resources/beta/messages/messages';
import { CONTAINER_IDLE_MS } from '@/lib/protocol/limits';
import { hash32 } from '../demo-seed';
import type { ProgramRun } from '../model/ptc-program';

/** A call the code issued and is waiting on, held until a request answers it. */
export interface PendingCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/**
 * One code execution container, as the emulator keeps it between requests: the program it is
 * running (a JavaScript model of the Python, paused at its `await`s), the calls that program is
 * waiting on, and what it needs to check a continuation against.
 */
export interface EmulatedContainer {
  id: string;
  /** Last used, in the emulator's clock: the container expires CONTAINER_IDLE_MS after it. */
  usedAt: number;
  run?: {
    /** The server_tool_use whose code this is. */
    serverToolUseId: string;
    program: ProgramRun;
    pending: PendingCall[];
    /** When the pending calls were issued: past PTC_PENDING_CALL_TIMEOUT_MS the code gets a timeout instead. */
    issuedAt: number;
    /** The request's tools, as sent when the code started: a continuation must send the same. */
    toolsFingerprint: string;
    /** What the code printed so far. */
    stdout: string;
  };
}

/**
 * The containers the emulator holds, by id. The API keeps them on its side; so does the
 * emulator, for as long as the server process lives (a restart loses them, and a continuation
 * then gets the API's answer for a container that is gone).
 *
 * Ids are a hash of what started the container, not random, so that a recording is the same
 * on every run; a second container opened from the same start while the first is still
 * waiting on calls gets a suffix instead of taking it over.
 */
export class ContainerStore {
  private readonly containers = new Map<string, EmulatedContainer>();

  get(id: string, now: number): EmulatedContainer | undefined {
    this.reclaim(now);
    return this.containers.get(id);
  }

  open(seed: string, now: number): EmulatedContainer {
    this.reclaim(now);
    const base = `container_emu_${hash32(seed).toString(16).padStart(8, '0')}`;
    let id = base;
    for (let n = 2; this.containers.get(id)?.run?.pending.length; n += 1) id = `${base}_${n}`;
    const container: EmulatedContainer = { id, usedAt: now };
    this.containers.set(id, container);
    return container;
  }

  /** As the response carries it: its id and when it expires if nothing uses it again. */
  describe(container: EmulatedContainer): BetaContainer {
    return { id: container.id, expires_at: new Date(container.usedAt + CONTAINER_IDLE_MS).toISOString(), skills: null };
  }

  private reclaim(now: number) {
    for (const [id, c] of this.containers) if (now - c.usedAt > CONTAINER_IDLE_MS) this.containers.delete(id);
  }
}

/** The emulator's own store: one per server process (and one per page for the in-page emulator). */
export const defaultContainers = new ContainerStore();
