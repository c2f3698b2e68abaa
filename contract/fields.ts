/**
 * The closed reading of a value schema: which fields an answer carries that the schema does not
 * name (unknown), and which fields the schema requires that the answer lacks (missing).
 *
 * The shared schemas stay open (JSON Schema lets an object carry fields it does not name, and the
 * client must keep working when a platform adds one); the suite reads them as closed so that a
 * platform that renamed a field (`winNo` → `winningNumber`) shows both halves of the rename: the new
 * name unknown, the old one missing. The walk reads the schema as JSON Schema: `properties` and
 * `required` of objects, `items`/`prefixItems` of arrays, `patternProperties` of records, `anyOf`
 * (the branch that fits the answer best), `allOf` (the fields of every part), `$ref` into `$defs`.
 * A schema without `properties` (`Open`, a record, a primitive) names no fields and closes nothing.
 */

export interface FieldReport {
  /** Fields present in the answer and absent from the schema, as JSON pointers, an array's items as `*`. */
  unknown: string[];
  /** Fields the schema requires and the answer lacks, as paths. */
  missing: string[];
}

type Schema = Record<string, unknown>;
type Defs = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON pointer segment, escaped (`~` and `/`). */
function segment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The `$defs` a schema brings into scope for the `$ref`s inside it. */
function withDefs(schema: Schema, defs: Defs): Defs {
  return isRecord(schema.$defs) ? { ...defs, ...schema.$defs } : defs;
}

/** A `$ref` resolved against the definitions in scope, or the schema itself. */
function resolve(schema: Schema, defs: Defs, depth = 0): Schema {
  if (typeof schema.$ref === 'string' && depth < 16) {
    const target = defs[schema.$ref];
    if (isRecord(target)) return resolve(target, withDefs(target, defs), depth + 1);
  }
  return schema;
}

/** Whether a value is of the JSON type a schema names (`type`, `const`); schemas naming none accept any. */
function typeFits(schema: Schema, value: unknown): boolean {
  if ('const' in schema) return schema.const === value;
  const type = schema.type;
  const one = (name: unknown): boolean => {
    switch (name) {
      case 'object':
        return isRecord(value);
      case 'array':
        return Array.isArray(value);
      case 'null':
        return value === null;
      case 'string':
        return typeof value === 'string';
      case 'boolean':
        return typeof value === 'boolean';
      case 'number':
        return typeof value === 'number';
      case 'integer':
        return Number.isInteger(value);
      default:
        return true;
    }
  };
  if (Array.isArray(type)) return type.some(one);
  return type === undefined ? true : one(type);
}

/** The named fields of an object schema, and the required ones; `allOf` parts are merged. */
function objectParts(schema: Schema, defs: Defs): { properties: Record<string, Schema>; required: Set<string> } | undefined {
  const resolved = resolve(schema, defs);
  if (isRecord(resolved.properties)) {
    const properties: Record<string, Schema> = {};
    for (const [name, property] of Object.entries(resolved.properties)) if (isRecord(property)) properties[name] = property;
    const required = new Set(Array.isArray(resolved.required) ? resolved.required.filter((r): r is string => typeof r === 'string') : []);
    return { properties, required };
  }
  if (Array.isArray(resolved.allOf)) {
    const parts = resolved.allOf.filter(isRecord).map((part) => objectParts(part, defs));
    if (parts.length === 0 || parts.some((part) => part === undefined)) return undefined;
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    for (const part of parts) {
      Object.assign(properties, part!.properties);
      for (const name of part!.required) required.add(name);
    }
    return { properties, required };
  }
  return undefined;
}

function walk(schema: Schema, value: unknown, path: string, defs: Defs, out: FieldReport): void {
  const scope = withDefs(schema, defs);
  const resolved = resolve(schema, scope);
  const inner = withDefs(resolved, scope);

  if (Array.isArray(resolved.anyOf)) {
    const branch = bestBranch(resolved.anyOf.filter(isRecord), value, path, inner);
    if (branch) {
      out.unknown.push(...branch.unknown);
      out.missing.push(...branch.missing);
    }
    return;
  }

  const object = objectParts(resolved, inner);
  if (object && isRecord(value)) {
    for (const [name, field] of Object.entries(value)) {
      const property = object.properties[name];
      if (property) walk(property, field, `${path}/${segment(name)}`, inner, out);
      else out.unknown.push(`${path}/${segment(name)}`);
    }
    for (const name of object.required) if (!(name in value)) out.missing.push(`${path}/${segment(name)}`);
    return;
  }

  if (isRecord(resolved.patternProperties) && isRecord(value)) {
    const patterns = Object.entries(resolved.patternProperties).filter((entry): entry is [string, Schema] => isRecord(entry[1]));
    for (const [name, field] of Object.entries(value)) {
      const match = patterns.find(([pattern]) => new RegExp(pattern).test(name));
      if (match) walk(match[1], field, `${path}/*`, inner, out);
    }
    return;
  }

  if (Array.isArray(value)) {
    const prefix = Array.isArray(resolved.prefixItems) ? resolved.prefixItems : [];
    value.forEach((item, index) => {
      const itemSchema = index < prefix.length ? prefix[index] : resolved.items;
      if (isRecord(itemSchema)) walk(itemSchema, item, index < prefix.length ? `${path}/${index}` : `${path}/*`, inner, out);
    });
  }
}

/**
 * The branch of a union an answer is read against: among the branches whose JSON type fits the
 * value (all of them when none fits), the one with the fewest unknown and missing fields, the first
 * on a tie. So `null` meets the `null` branch and an object the object branch that names its fields.
 */
function bestBranch(branches: Schema[], value: unknown, path: string, defs: Defs): FieldReport | undefined {
  const fitting = branches.filter((branch) => typeFits(resolve(branch, withDefs(branch, defs)), value));
  let best: FieldReport | undefined;
  for (const branch of fitting.length ? fitting : branches) {
    const report: FieldReport = { unknown: [], missing: [] };
    walk(branch, value, path, defs, report);
    const size = report.unknown.length + report.missing.length;
    if (!best || size < best.unknown.length + best.missing.length) best = report;
    if (size === 0) break;
  }
  return best;
}

/**
 * The unknown and missing fields of a value read against its schema as closed, each path once
 * (array items share `*`: a field renamed in every item of a list is named once), in answer order.
 */
export function fieldReport(schema: unknown, value: unknown, prefix = ''): FieldReport {
  const out: FieldReport = { unknown: [], missing: [] };
  if (isRecord(schema)) walk(schema, value, prefix, {}, out);
  return { unknown: [...new Set(out.unknown)], missing: [...new Set(out.missing)] };
}

/** Whether a field report names anything. */
export function hasFieldProblems(report: FieldReport | undefined): report is FieldReport {
  return report !== undefined && (report.unknown.length > 0 || report.missing.length > 0);
}
