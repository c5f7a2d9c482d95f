/**
 * Which addresses the app's server may connect to on a user's behalf (`POST /api/mcp/tools`).
 * A server that fetches any URL it is given is a door into the network it sits in, so only
 * public unicast addresses are reached by default; `MCP_CONNECT_ALLOW_PRIVATE=1` opens the
 * operator's own networks (loopback, private, link-local, CGNAT), never the cloud metadata
 * endpoints, nor addresses that are not unicast at all. Pure: the address is checked after DNS
 * resolution by the caller, which then connects to the very address checked.
 */

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'documentation'
  | 'reserved'
  | 'invalid';

/** Opened by MCP_CONNECT_ALLOW_PRIVATE=1; every other class but `public` stays closed. */
const PRIVATE_CLASSES: ReadonlySet<AddressClass> = new Set(['loopback', 'private', 'link-local', 'cgnat']);

/** Cloud instance metadata (AWS, GCP, Azure, Oracle, Alibaba, ECS): credentials live behind these. */
const METADATA_V4 = new Set(['169.254.169.254', '169.254.169.253', '169.254.169.123', '169.254.170.2', '100.100.100.200', '192.0.0.192']);
const METADATA_V6 = ['fd00:ec2::254', 'fd00:ec2::23'];

function ipv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : undefined;
}

/** Eight 16-bit groups, or undefined. Accepts `::` and a trailing dotted IPv4; a zone (`%eth0`) is dropped. */
function ipv6(text: string): number[] | undefined {
  let bare = text.replace(/^\[|\]$/g, '').split('%')[0]!.toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(bare) || !bare.includes(':')) return undefined;
  const lastColon = bare.lastIndexOf(':');
  const dotted = bare.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const v4 = ipv4(dotted);
    if (!v4) return undefined;
    bare = `${bare.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = bare.split('::');
  if (halves.length > 2) return undefined;
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  if (halves.length === 1 && left.length !== 8) return undefined;
  if (halves.length === 2 && left.length + right.length > 7) return undefined;
  const out = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return out.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? out : undefined;
}

function classifyV4([a, b, c, d]: number[]): AddressClass {
  const dotted = `${a}.${b}.${c}.${d}`;
  if (METADATA_V4.has(dotted)) return 'metadata';
  if (a === 0) return 'unspecified';
  if (a === 10) return 'private';
  if (a === 100 && b! >= 64 && b! <= 127) return 'cgnat';
  if (a === 127) return 'loopback';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 172 && b! >= 16 && b! <= 31) return 'private';
  if (a === 192 && b === 168) return 'private';
  if (a === 192 && b === 0 && c === 2) return 'documentation';
  if (a === 198 && b === 51 && c === 100) return 'documentation';
  if (a === 203 && b === 0 && c === 113) return 'documentation';
  if (a === 192 && b === 0 && c === 0) return 'reserved';
  if (a === 192 && b === 88 && c === 99) return 'reserved';
  if (a === 198 && (b === 18 || b === 19)) return 'reserved';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (a! >= 240) return 'reserved';
  return 'public';
}

const v4Of = (hi: number, lo: number) => [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff];

function classifyV6(g: number[]): AddressClass {
  const text = g.map((x) => x.toString(16)).join(':');
  if (METADATA_V6.some((m) => ipv6(m)!.map((x) => x.toString(16)).join(':') === text)) return 'metadata';
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeros(8)) return 'unspecified';
  if (zeros(7) && g[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d is an IPv4 address; 64:ff9b::a.b.c.d reaches one through NAT64; 2002:abcd:ef01:: through 6to4.
  if (zeros(5) && g[5] === 0xffff) return classifyV4(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return classifyV4(v4Of(g[6]!, g[7]!));
  if (g[0] === 0x2002) return classifyV4(v4Of(g[1]!, g[2]!));
  if (zeros(6)) return 'reserved';
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  if (first === 0x2001 && g[1] === 0x0db8) return 'documentation';
  if (first === 0x2001 && g[1]! < 0x0200) return 'reserved';
  if (first === 0x64 && g[1] === 0xff9b) return 'private';
  if (first === 0x100 && g.slice(1, 4).every((x) => x === 0)) return 'reserved';
  return (first & 0xe000) === 0x2000 ? 'public' : 'reserved';
}

/** What kind of address this is; `invalid` for anything that is not an IP address. */
export function classifyAddress(address: string): AddressClass {
  const v4 = ipv4(address);
  if (v4) return classifyV4(v4);
  const v6 = ipv6(address);
  return v6 ? classifyV6(v6) : 'invalid';
}

/** True for an IP literal (v4, or v6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return classifyAddress(host) !== 'invalid';
}

/** Why the server will not connect to this address, or undefined when it may. */
export function addressRefusal(address: string, allowPrivate: boolean): AddressClass | undefined {
  const kind = classifyAddress(address);
  if (kind === 'public') return undefined;
  if (allowPrivate && PRIVATE_CLASSES.has(kind)) return undefined;
  return kind;
}

/** `MCP_CONNECT_ALLOW_PRIVATE=1` (or `true`): the operator's choice, read per request. */
export function allowPrivateFrom(value: string | undefined): boolean {
  const v = value?.trim().toLowerCase();
  return v === '1' || v === 'true' || v === 'yes';
}
