export declare function serveReplay(baseUrl: string, pagePath: string): Promise<{ url: string; stop: () => Promise<void> }>;
