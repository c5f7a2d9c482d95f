import { createStore } from 'zustand/vanilla';
import { stepsOf } from '@/lib/engine/steps-of';
import type { Step } from '@/lib/engine/step';
import type { Scenario } from '@/lib/scenario/types';

export const SPEEDS = [0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/** Base time a step stays on screen during autoplay, divided by the speed. */
export const STEP_MS = 2500;

export interface PlayerState {
  scenario: Scenario;
  steps: readonly Step[];
  /** 0-based index of the current step. */
  index: number;
  playing: boolean;
  speed: Speed;
  /** Off under prefers-reduced-motion: then nothing may start moving by itself. */
  autoplayAllowed: boolean;
  /** Played from the shipped library: its title and description have translations (a file or a live run has only its own words). */
  shipped: boolean;
}

export interface PlayerActions {
  /** `steps` defaults to the scenario's derived steps; live mode passes its own while a response is still arriving. */
  load(scenario: Scenario, index?: number, steps?: readonly Step[]): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  first(): void;
  last(): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
  setSpeed(speed: Speed): void;
  setAutoplayAllowed(allowed: boolean): void;
}

export type PlayerStore = PlayerState & PlayerActions;

const clamp = (index: number, steps: readonly Step[]) => Math.max(0, Math.min(index, steps.length - 1));

/**
 * One store per player (the provider makes it), never a module singleton: under
 * server rendering a singleton would be shared between requests.
 */
export const createPlayerStore = (scenario: Scenario, index = 0, shipped = false) =>
  createStore<PlayerStore>()((set, get) => ({
  ...initialState(scenario, index),
  speed: 1,
  autoplayAllowed: true,
  shipped,

  load(scenario, index = 0, steps) {
    // A deep link opens paused: the reader chose a step, not a show.
    set(initialState(scenario, index, steps));
  },
  goTo(index) {
    set({ index: clamp(index, get().steps) });
  },
  next() {
    const { index, steps } = get();
    if (index < steps.length - 1) set({ index: index + 1 });
    else set({ playing: false });
  },
  previous() {
    set({ index: clamp(get().index - 1, get().steps) });
  },
  first() {
    set({ index: 0 });
  },
  last() {
    set({ index: Math.max(0, get().steps.length - 1) });
  },
  play() {
    const { index, steps, autoplayAllowed } = get();
    if (!autoplayAllowed) return;
    // Pressing play on the last step replays from the start, as a video player does.
    set({ playing: true, index: index >= steps.length - 1 ? 0 : index });
  },
  pause() {
    set({ playing: false });
  },
  togglePlay() {
    if (get().playing) get().pause();
    else get().play();
  },
  setSpeed(speed) {
    set({ speed });
  },
  setAutoplayAllowed(allowed) {
    set(allowed ? { autoplayAllowed: true } : { autoplayAllowed: false, playing: false });
  },
}));

function initialState(scenario: Scenario, index: number, steps: readonly Step[] = stepsOf(scenario)) {
  return { scenario, steps, index: clamp(index, steps), playing: false };
}

export type PlayerStoreApi = ReturnType<typeof createPlayerStore>;

export const playerSelectors = {
  currentStep: (s: PlayerState): Step | undefined => s.steps[s.index],
  stepCount: (s: PlayerState) => s.steps.length,
  isFirst: (s: PlayerState) => s.index === 0,
  isLast: (s: PlayerState) => s.index >= s.steps.length - 1,
};
