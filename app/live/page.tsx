import type { Metadata } from 'next';
import { STATIC_DEPLOY } from '@/lib/deploy/static-deploy';
import { LivePage } from '@/components/live/live-page';
import { requestDictionary, titled } from '../request-locale';

export async function generateMetadata(): Promise<Metadata> {
  return {
    ...(await titled((t) => t.live.title)()),
    // The Node server sends no-referrer as a header (proxy.ts); a static host has only the page to say it.
    ...(STATIC_DEPLOY ? { referrer: 'no-referrer' as const } : {}),
  };
}

export default async function LiveRoute() {
  const t = await requestDictionary();
  return (
    <>
      <h1 className="text-2xl font-semibold">{t.live.title}</h1>
      <p className="max-w-3xl text-slate-700 dark:text-slate-300">{t.live.intro}</p>
      <LivePage />
    </>
  );
}
