export declare function serveReplay(baseUrl: string, pagePath: string): Promise<{ url: string; bytes: number; stop: () => Promise<void> }>;
