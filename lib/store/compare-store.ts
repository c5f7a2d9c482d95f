import { createStore } from 'zustand/vanilla';
import { alignSteps, rowOfStep, stepAt, type AlignedRow, type Side } from '@/lib/compare/align-steps';
import { answer, NO_ANSWERS, type TreeAnswers, type TreeQuestion } from '@/lib/compare/decision-tree';
import { clampAssumption, DEFAULT_LATENCY, type LatencyAssumptions } from '@/lib/compare/latency';
import type { CompareKind } from '@/lib/compare/questions';
import type { Step } from '@/lib/engine/step';

/**
 * One position for two players. The left side is client-side execution, the
 * right side MCP-hosted; each side's player store follows `position` through a
 * subscription (components/compare-side-sync.tsx), so stepping never re-renders
 * either diagram.
 */
export interface CompareState {
  /** What the two sides differ in: where the tool runs, or who calls it (lib/compare/questions.ts). */
  kind: CompareKind;
  rows: AlignedRow[];
  /** 0-based row. */
  position: number;
  latency: LatencyAssumptions;
  tree: TreeAnswers;
}

export interface CompareActions {
  goTo(row: number): void;
  next(): void;
  previous(): void;
  first(): void;
  last(): void;
  /** A click on one side's diagram: move to the row where that step sits. */
  followStep(side: Side, step: number): void;
  setLatency(key: keyof LatencyAssumptions, value: number): void;
  resetLatency(): void;
  answerTree(q: TreeQuestion, value: boolean): void;
  resetTree(): void;
}

export type CompareStore = CompareState & CompareActions;

export function createCompareStore(left: readonly Step[], right: readonly Step[], position = 0, kind: CompareKind = 'hosting') {
  const rows = alignSteps(left, right);
  const clamp = (row: number) => Math.max(0, Math.min(row, rows.length - 1));
  return createStore<CompareStore>()((set, get) => ({
    kind,
    rows,
    position: clamp(position),
    latency: DEFAULT_LATENCY,
    tree: NO_ANSWERS,
    goTo(row) {
      set({ position: clamp(row) });
    },
    next() {
      set({ position: clamp(get().position + 1) });
    },
    previous() {
      set({ position: clamp(get().position - 1) });
    },
    first() {
      set({ position: 0 });
    },
    last() {
      set({ position: rows.length - 1 });
    },
    followStep(side, step) {
      // Already there (the side's own move echoing back): stay, or a held side would drag the view back.
      if (stepAt(rows, get().position, side) === step) return;
      set({ position: rowOfStep(rows, side, step) });
    },
    setLatency(key, value) {
      set({ latency: { ...get().latency, [key]: clampAssumption(key, value) } });
    },
    resetLatency() {
      set({ latency: DEFAULT_LATENCY });
    },
    answerTree(q, value) {
      set({ tree: answer(get().tree, q, value) });
    },
    resetTree() {
      set({ tree: NO_ANSWERS });
    },
  }));
}

export type CompareStoreApi = ReturnType<typeof createCompareStore>;

export const compareSelectors = {
  row: (s: CompareState): AlignedRow | undefined => s.rows[s.position],
  stepAt: (side: Side) => (s: CompareState) => stepAt(s.rows, s.position, side),
  /** The side has no step of its own at this row. */
  lacks: (side: Side) => (s: CompareState) => s.rows[s.position]?.[side] === null,
};
