export declare function watchDiagram(): void;
export declare function watchAnchorDiagram(): void;
export declare function watchFirstPaint(): void;
export declare function visibleAt(frame: number | null | undefined, fcp: number | null | undefined): number | null;
export declare function navigation(): { fcp_ms: number | null; response_end_ms: number | null; dom_content_loaded_ms: number | null; load_event_ms: number | null; cls: number; shifts: { at_ms: number; value: number; moved: string[] }[] };
