/** The layer order the import rule enforces, top to bottom; one row may hold several sibling folders. */
export const LAYERS: string[][];
declare const config: unknown;
export default config;
