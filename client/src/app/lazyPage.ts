import { lazy, type ComponentType } from 'react';

/** A page chunk that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chunk load timed out after ${ms} ms`)), ms);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

const loaders = new WeakMap<ComponentType, () => Promise<unknown>>();

/** One lazily loaded chunk per page; a failure reaches the shell's error boundary. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(withTimeout(load));
  loaders.set(Page, load);
  return Page;
}

/**
 * Starts loading a lazyPage's chunk before it renders (the boot asks for the first page's while the
 * status loads). A failure is left to the render, which loads it again and reports it.
 */
export function preloadPage(Page: ComponentType): void {
  loaders
    .get(Page)?.()
    .catch(() => undefined);
}
