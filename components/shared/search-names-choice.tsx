import { MCP_SEARCH_NAMES, type McpSearchName } from '@/lib/protocol/search-tools';
import { useT } from '@/components/i18n/locale-provider';
import { UnverifiedMark } from './unverified-mark';

/**
 * What name an MCP tool is searched by: its own (the default, the docs' reading) or its composed
 * `{server}_{name}` (unverified, so marked). The same choice on /search and /live.
 */
export function SearchNamesChoice({ name, value, onChange }: { name: string; value: McpSearchName; onChange: (value: McpSearchName) => void }) {
  const t = useT();
  const s = t.searchNames;
  return (
    <fieldset className="min-w-0" data-testid="search-names">
      <legend className="text-sm font-semibold">{s.legend}</legend>
      <div className="mt-1 flex flex-col gap-1">
        {MCP_SEARCH_NAMES.map((v) => (
          <div key={v} className="flex items-start gap-2">
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="mt-1" />
              <span>{s[v]}</span>
            </label>
            {v === 'prefixed' && <UnverifiedMark point="search-prefix" />}
          </div>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{s.hint}</p>
    </fieldset>
  );
}
