/**
 * `use-sync-external-store/shim` for the build (client/vite.config.ts aliases it here): the shim
 * backports the hook to React 16 and 17 and hands back React's own on 18 and later, so on React 19
 * it is only bytes. The signals runtime imports it.
 */
export { useSyncExternalStore } from 'react';
