/**
 * How a payload becomes a request: its `:name` path parameters filled from the fields of that name,
 * and the rest as text fields for a query string or a form body. The site and the contract suite
 * build their requests with these, so both send exactly what the platform expects.
 */
export type Payload = Record<string, unknown>;

/** Fills a path's `:name` parameters from the payload fields of that name and keeps the rest. */
export function fillPathParams(pattern: string, payload: Payload): { path: string; rest: Payload } {
  const rest: Payload = { ...payload };
  if (!pattern.includes(':')) return { path: pattern, rest };
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(value === undefined || value === null ? '' : String(value));
  });
  return { path, rest };
}

/** Query and form fields are text: objects go as JSON, absent fields are left out. */
export function stringEntries(payload: Payload): [string, string][] {
  return Object.entries(payload)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
}
