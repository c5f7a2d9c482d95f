// The recorder now lives in lib/sse, below lib/tokens, which reads the same streams; this path
// stays so branches written against it still build. New code imports '@/lib/sse/stream-recorder'.
export * from '@/lib/sse/stream-recorder';
