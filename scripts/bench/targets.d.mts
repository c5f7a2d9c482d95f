export declare const TARGETS: Record<string, number>;
export declare function ratio(a: number | null | undefined, b: number | null | undefined): number | null;
export interface Check {
  label: string;
  ok: boolean | null;
  enforced: boolean;
}
export declare function verdicts(results: unknown, options?: { strict?: boolean }): Check[];
export declare function failed(checks: Check[]): boolean;
