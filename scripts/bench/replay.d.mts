export declare const WITHOUT_SCRIPTS: string;
export declare function withoutScripts(html: string): string;
export declare function serveReplay(baseUrl: string, pagePath: string): Promise<{ url: string; withoutScriptsUrl: string; stop: () => Promise<void> }>;
