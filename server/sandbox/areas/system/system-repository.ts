import type { Database } from 'better-sqlite3';
import type { FieldRule, RegisterRules, WhitelabelNode } from '../../../../shared/domains/system/schemas';

export interface SystemState {
  maintenance: boolean;
  maintenanceEndTime: number | null;
  regionRestriction: boolean;
  /** ISO code of the country the platform pretends the visitor is in; null = decided by address. */
  country: string | null;
  /** Feature-flag overrides on top of the whitelabel tree. */
  flags: Record<string, boolean>;
  /** Vendor codes whose games answer game.maintenance on launch (besides the seeded flags). */
  maintenanceVendors: string[];
}

export interface ResourceRow {
  resourceType: string;
  url: string;
  urlBase: 'public' | 'site' | 'none';
  hasQrCode: number;
  labelNameEn: string;
}

export interface CustomerServiceRow {
  csType: string;
  type: number;
  channel: string;
  key8: string;
}
export interface CountryRow {
  countryCode: string;
  countryDialingCode: string;
  countryName: string;
}

interface StateRow {
  maintenance: number;
  maintenanceEndTime: number | null;
  regionRestriction: number;
  country: string | null;
  maintenanceVendors: string;
}
interface NodeRow {
  modId: string;
  parent: string | null;
  name: string;
  enabled: number;
}
/** A field rule as stored (register fields, profile settings): SQLite keeps the flags as 0 and 1. */
export interface FieldRow {
  name: string;
  enabled: number;
  required: number;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: number;
  type: string;
}

/** A stored field rule as the platform answers it. */
export const fieldRuleOf = (row: FieldRow): FieldRule => ({
  enabled: row.enabled === 1,
  required: row.required === 1,
  minLength: row.minLength,
  maxLength: row.maxLength,
  acceptedPattern: row.acceptedPattern,
  patternId: row.patternId,
  type: row.type,
});

export function createSystemRepository(db: Database) {
  const stmt = {
    state: db.prepare<[], StateRow>(`SELECT maintenance, maintenance_end_time AS maintenanceEndTime,
      region_restriction AS regionRestriction, country_code AS country,
      maintenance_vendors AS maintenanceVendors FROM system_state WHERE id = 1`),
    updateState: db.prepare(`UPDATE system_state SET maintenance = @maintenance, maintenance_end_time = @maintenanceEndTime,
      region_restriction = @regionRestriction, country_code = @country,
      maintenance_vendors = @maintenanceVendors, updated_at = @updatedAt WHERE id = 1`),
    overrides: db.prepare<[], { modId: string; enabled: number }>('SELECT mod_id AS modId, enabled FROM flag_overrides ORDER BY mod_id'),
    setOverride: db.prepare(
      'INSERT INTO flag_overrides (mod_id, enabled) VALUES (?, ?) ON CONFLICT(mod_id) DO UPDATE SET enabled = excluded.enabled',
    ),
    clearOverride: db.prepare('DELETE FROM flag_overrides WHERE mod_id = ?'),
    nodes: db.prepare<[], NodeRow>(
      'SELECT mod_id AS modId, parent_mod_id AS parent, name, enabled FROM whitelabel_nodes ORDER BY sort, mod_id',
    ),
    moduleIds: db.prepare<[], string>('SELECT mod_id FROM whitelabel_nodes').pluck(),
    fields: db.prepare<[], FieldRow>(`SELECT name, enabled, required, min_length AS minLength, max_length AS maxLength,
      accepted_pattern AS acceptedPattern, pattern_id AS patternId, type FROM register_fields ORDER BY sort`),
    resources: db.prepare<[], ResourceRow>(`SELECT resource_type AS resourceType, url, url_base AS urlBase,
      has_qr_code AS hasQrCode, label_name_en AS labelNameEn FROM resources ORDER BY sort`),
    resourceByType: db.prepare<[string], ResourceRow>(`SELECT resource_type AS resourceType, url, url_base AS urlBase,
      has_qr_code AS hasQrCode, label_name_en AS labelNameEn FROM resources WHERE resource_type = ?`),
    customerService: db.prepare<[], CustomerServiceRow>(
      'SELECT cs_type AS csType, type, channel, key8 FROM customer_service ORDER BY sort',
    ),
    setting: db.prepare<[string], string>('SELECT value FROM settings WHERE name = ?').pluck(),
    countries: db.prepare<[], CountryRow>(`SELECT country_code AS countryCode, dialing_code AS countryDialingCode,
      country_name AS countryName FROM countries ORDER BY sort`),
    country: db.prepare<[string], CountryRow>(`SELECT country_code AS countryCode, dialing_code AS countryDialingCode,
      country_name AS countryName FROM countries WHERE country_code = ?`),
  };

  function state(): SystemState {
    const row = stmt.state.get()!;
    const flags: Record<string, boolean> = {};
    for (const o of stmt.overrides.all()) flags[o.modId] = o.enabled === 1;
    return {
      maintenance: row.maintenance === 1,
      maintenanceEndTime: row.maintenanceEndTime,
      regionRestriction: row.regionRestriction === 1,
      country: row.country,
      flags,
      maintenanceVendors: JSON.parse(row.maintenanceVendors) as string[],
    };
  }

  return {
    state,
    /** Applies the given changes (a null flag removes its override) in one transaction; returns the new state. */
    updateState: db.transaction(
      (change: Partial<Omit<SystemState, 'flags'>> & { flags?: Record<string, boolean | null> }, now: number): SystemState => {
        const current = state();
        stmt.updateState.run({
          maintenance: +(change.maintenance ?? current.maintenance),
          maintenanceEndTime: change.maintenanceEndTime !== undefined ? change.maintenanceEndTime : current.maintenanceEndTime,
          regionRestriction: +(change.regionRestriction ?? current.regionRestriction),
          country: change.country !== undefined ? change.country : current.country,
          maintenanceVendors: JSON.stringify(change.maintenanceVendors ?? current.maintenanceVendors),
          updatedAt: now,
        });
        for (const [modId, enabled] of Object.entries(change.flags ?? {})) {
          if (enabled === null) stmt.clearOverride.run(modId);
          else stmt.setOverride.run(modId, +enabled);
        }
        return state();
      },
    ),
    moduleIds: (): string[] => stmt.moduleIds.all(),
    /** Module id → on/off with the overrides applied, as the client flattens the tree. */
    flags(): Record<string, boolean> {
      const overrides = state().flags;
      const flags: Record<string, boolean> = {};
      for (const row of stmt.nodes.all()) flags[row.modId] = overrides[row.modId] ?? row.enabled === 1;
      return flags;
    },
    /** The whitelabel tree with the overrides applied. */
    whitelabel(): WhitelabelNode[] {
      const overrides = state().flags;
      const children = new Map<string | null, WhitelabelNode[]>();
      for (const row of stmt.nodes.all()) {
        const enabled = overrides[row.modId] ?? row.enabled === 1;
        const node: WhitelabelNode = { modId: row.modId, name: row.name, enabled: enabled ? '1' : '0', childrenNodes: [] };
        const siblings = children.get(row.parent) ?? [];
        siblings.push(node);
        children.set(row.parent, siblings);
      }
      const attach = (nodes: WhitelabelNode[]): WhitelabelNode[] =>
        nodes.map((n) => ({ ...n, childrenNodes: attach(children.get(n.modId) ?? []) }));
      return attach(children.get(null) ?? []);
    },
    registerRules(): RegisterRules {
      const rules: RegisterRules = {};
      for (const f of stmt.fields.all()) rules[f.name] = fieldRuleOf(f);
      return rules;
    },
    resources: (): ResourceRow[] => stmt.resources.all(),
    resourceByType: (type: string): ResourceRow | undefined => stmt.resourceByType.get(type),
    customerService: (): CustomerServiceRow[] => stmt.customerService.all(),
    setting: (name: string): string | undefined => stmt.setting.get(name),
    countries: (): CountryRow[] => stmt.countries.all(),
    country: (code: string): CountryRow | undefined => stmt.country.get(code),
  };
}
export type SystemRepository = ReturnType<typeof createSystemRepository>;
