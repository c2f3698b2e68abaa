/**
 * Compiles the `acceptedPattern` a register rule carries. The pattern is configured by an operator on
 * the platform (a Java service), so it may use syntax JavaScript refuses, or be plain wrong; such a
 * pattern yields `null` and the caller falls back to the pattern id's own test instead of crashing
 * or refusing every value.
 */

/** Longer patterns are not hand-written rules; refusing them bounds the cost of compiling. */
const MAX_PATTERN_LENGTH = 1000;
/** Rules are few and repeat; the cap only guards against an unbounded stream of distinct patterns. */
const MAX_CACHED = 256;

const cache = new Map<string, RegExp | null>();

/** Java's leading inline flag `(?i)` has no JavaScript equivalent inside the pattern. */
const LEADING_CASE_FLAG = /^\(\?i\)/;

function build(source: string): RegExp | null {
  if (source.length > MAX_PATTERN_LENGTH) return null;
  const caseInsensitive = LEADING_CASE_FLAG.test(source);
  const body = source.replace(LEADING_CASE_FLAG, '');
  // The platform validates with Java's whole-value `matches()`, so an unanchored rule still has to
  // match the entire value; the extra anchors are harmless when the rule has its own.
  const anchored = `^(?:${body})$`;
  const flags = caseInsensitive ? 'i' : '';
  // Unicode mode first (closest to Java: code points, \p{…}); some valid Java escapes such as `\_`
  // are errors in Unicode mode, so try once more without it.
  for (const mode of ['u', '']) {
    try {
      // Compiling the bare body first refuses a pattern like `a)|(b` that wrapping would make valid.
      new RegExp(body, flags + mode);
      return new RegExp(anchored, flags + mode);
    } catch {
      // try the next mode
    }
  }
  return null;
}

/** The compiled pattern, or null when it cannot be compiled. */
export function compileServerPattern(source: string): RegExp | null {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  if (cache.size >= MAX_CACHED) cache.clear();
  const compiled = build(source);
  cache.set(source, compiled);
  return compiled;
}
