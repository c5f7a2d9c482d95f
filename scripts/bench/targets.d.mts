export declare const TARGETS: Record<string, number>;
export declare function ratio(a: number | null | undefined, b: number | null | undefined): number | null;
export interface Check {
  label: string;
  ok: boolean | null;
  enforced: boolean;
  /** Set when this run's verdict could flip on a rerun (the median's 95% interval spans the bound). */
  note?: string;
}
export declare function verdicts(results: unknown, options?: { strict?: boolean }): Check[];
export declare function failed(checks: Check[]): boolean;
export declare function noiseNote(figure: { median_ci95?: [number, number] | null } | null | undefined, bound: number): string | undefined;
