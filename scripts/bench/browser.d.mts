import type { Browser } from '@playwright/test';
export declare function chromiumPath(): string | undefined;
export declare const CHROMIUM_ARGS: string[];
export declare const LOCAL_ONLY: string;
export declare function launchChromium(options?: { localOnly?: boolean }): Promise<Browser>;
