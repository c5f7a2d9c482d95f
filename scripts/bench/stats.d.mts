export declare function percentile(values: number[], p: number): number;
export declare function median(values: number[]): number;
export declare function round(n: number, digits?: number): number;
export declare function medianInterval(values: number[], level?: number): { low: number; high: number; coverage: number } | null;
export declare function summary(
  values: number[],
  digits?: number,
): { n: number; median: number; median_ci95: [number, number] | null; p95: number; min: number; max: number };
