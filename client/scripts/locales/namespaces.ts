/**
 * Which namespace a source file reads its text from. Namespaces follow the client folders: each
 * area under `client/src/features/<area>/` has its own, loaded with the area; the shell (`app/`),
 * the shared parts (`components/`, `lib/`) and the areas the shell renders before any page loads
 * read `common`, which loads at boot.
 */
export const COMMON_NAMESPACE = 'common';

/** Areas whose namespace is not named after their folder. */
const AreaNamespaces: Readonly<Record<string, string>> = {
  // Rendered by the app around every page, outside any lazily loaded chunk.
  disclaimer: COMMON_NAMESPACE,
  system: COMMON_NAMESPACE,
  // The answer to any unknown address: it must not wait for a namespace of its own.
  notFound: COMMON_NAMESPACE,
  // The game window is the last step of the games area and shares its text.
  launch: 'games',
};

/**
 * Shared parts used only inside lazily loaded areas: their text loads with them instead of
 * growing `common`, which every visitor downloads at boot.
 */
const ComponentNamespaces: Readonly<Record<string, string>> = {
  'DateRangeFilter.tsx': 'dates',
};

/** Folders of shared parts under `components/` that read one namespace of their own. */
const ComponentFolderNamespaces: Readonly<Record<string, string>> = {
  // The contract terms form and tiers: the agent centre and the contract pages load them, never the home page.
  contracts: 'contractTerms',
};

/** The namespace of a file, from its path relative to the project root (`client/src/features/games/X.tsx` → `games`). */
export function namespaceOfFile(path: string): string {
  const parts = path.split(/[\\/]/);
  if (parts.at(-2) === 'components' && ComponentNamespaces[parts.at(-1) ?? '']) return ComponentNamespaces[parts.at(-1)!];
  if (parts.at(-3) === 'components' && ComponentFolderNamespaces[parts.at(-2) ?? '']) return ComponentFolderNamespaces[parts.at(-2)!];
  const at = parts.indexOf('features');
  if (at < 0 || parts[at - 1] !== 'src' || parts.length < at + 3) return COMMON_NAMESPACE;
  const area = parts[at + 1];
  return AreaNamespaces[area] ?? area;
}
