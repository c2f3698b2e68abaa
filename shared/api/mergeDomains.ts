/**
 * Merges per-domain tables keyed by endpoint key into one. A key may belong to one domain only:
 * a key declared twice fails to compile (the argument then lacks `duplicateEndpointKeys`, whose
 * type names the keys) and, should the types be bypassed, throws when the module loads.
 */

type Tables = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Every key of every domain. */
export type KeysOf<T extends Tables> = { [Domain in keyof T]: keyof T[Domain] & string }[keyof T];

/** Keys that more than one domain declares; `never` when each key has one home. */
export type DuplicateKeys<T extends Tables> = {
  [Domain in keyof T]: keyof T[Domain] & { [Other in Exclude<keyof T, Domain>]: keyof T[Other] }[Exclude<keyof T, Domain>];
}[keyof T] &
  string;

type RefuseDuplicates<T extends Tables> = [DuplicateKeys<T>] extends [never] ? unknown : { duplicateEndpointKeys: DuplicateKeys<T> };

/** The merged table: each key with the entry of the one domain that declares it. */
export type Merged<T extends Tables> = {
  [Key in KeysOf<T>]: { [Domain in keyof T]: Key extends keyof T[Domain] ? T[Domain][Key] : never }[keyof T];
};

export function mergeDomains<const T extends Tables>(domains: T & RefuseDuplicates<T>): Merged<T> {
  const merged: Record<string, unknown> = {};
  const homeOf = new Map<string, string>();
  for (const [domain, table] of Object.entries(domains)) {
    for (const [key, entry] of Object.entries(table)) {
      const home = homeOf.get(key);
      if (home !== undefined) throw new Error(`Endpoint key "${key}" is declared by both the ${home} and the ${domain} tables`);
      homeOf.set(key, domain);
      merged[key] = entry;
    }
  }
  return merged as Merged<T>;
}
