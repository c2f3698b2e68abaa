import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { helpModal } from '../stores/ui';

export const HelpPaths: readonly string[] = ['/help', '/helpmc'];

/** The tag a help address names: /help#rules → 'rules'; none → null. */
export function helpTagOf(hash: string): string | null {
  const tag = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return tag === '' ? null : tag;
}

/** On /help and /helpmc the help modal opens on the article the address's #tag names. */
export function useHelpFromLocation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!HelpPaths.includes(pathname)) return;
    helpModal.value = { open: true, tag: helpTagOf(hash) };
  }, [pathname, hash]);
}
