/** Request parameters arrive as query strings, forms or JSON; these readers accept all three. */
export type Params = Record<string, unknown>;

export function str(p: Params, name: string): string | undefined {
  const v = p[name];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

export function bool(p: Params, name: string): boolean | undefined {
  const v = p[name];
  if (typeof v === 'boolean') return v;
  const s = str(p, name);
  if (s === undefined || s === '') return undefined;
  return ['true', '1', 'on', 'yes', 't'].includes(s.toLowerCase());
}

export function int(p: Params, name: string): number | undefined {
  const s = str(p, name);
  if (s === undefined || s === '') return undefined;
  const n = Number.parseInt(s, 10);
  return Number.isFinite(n) ? n : undefined;
}

/** `name[]=a&name[]=b`, `name=a&name=b`, `name[0]=a`, a JSON array, or a single value. */
export function list(p: Params, name: string): string[] {
  const out: string[] = [];
  const take = (v: unknown) => {
    if (Array.isArray(v)) for (const x of v) take(x);
    else if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
  };
  take(p[name]);
  take(p[`${name}[]`]);
  for (const key of Object.keys(p)) if (new RegExp(`^${escapeRe(name)}\\[\\d+\\]$`).test(key)) take(p[key]);
  return out;
}

/** Reads `parent[child]` from forms, or `parent.child` from JSON bodies. */
export function nested(p: Params, parent: string): Params {
  const inner = p[parent];
  const out: Params =
    inner && typeof inner === 'object' && !Array.isArray(inner) ? { ...(inner as Params) } : {};
  const prefix = `${parent}[`;
  for (const [key, value] of Object.entries(p)) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    const close = rest.indexOf(']');
    if (close < 0) continue;
    const child = rest.slice(0, close);
    const tail = rest.slice(close + 1);
    const childKey = tail === '' ? child : `${child}${tail}`;
    const existing = out[childKey];
    if (existing !== undefined && tail === '[]') out[childKey] = ([] as unknown[]).concat(existing, value);
    else out[childKey] = value;
  }
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
