import { createElement, lazy, useState, type ComponentType } from 'react';
import { preloadNamespace } from '../lib/localeFiles';

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

type PageModule = { default: ComponentType };

interface LazyPageEntry {
  load: () => Promise<PageModule>;
  namespace?: string;
  /** The page's module once a preload has brought it. */
  loaded?: PageModule;
}

const entries = new WeakMap<ComponentType, LazyPageEntry>();

/**
 * One lazily loaded chunk per page; a failure reaches the shell's error boundary. `namespace` is the
 * page's own text (its area's namespace), which preloadPage fetches beside the chunk.
 *
 * A page whose chunk a preload has already brought renders at once. Through React.lazy it would
 * suspend for a moment even then, and React reveals a boundary that showed its fallback in batches
 * about 300 ms apart: the first paint would wait for the next batch. Each mounted page keeps the
 * way it first rendered, so a preload finishing later never remounts it.
 */
export function lazyPage(load: () => Promise<PageModule>, namespace?: string): ComponentType {
  const entry: LazyPageEntry = { load, namespace };
  const Lazy = lazy(withTimeout(load));
  function Page(props: object) {
    const [ready] = useState(() => entry.loaded);
    return createElement(ready ? ready.default : Lazy, props);
  }
  entries.set(Page, entry);
  return Page;
}

/**
 * Starts loading a lazyPage's chunk and its text before it renders (the app asks for the first
 * page's while its first render waits for the shell's text). Resolves when the chunk is there; a
 * failure is left to the render, which loads it again and reports it.
 */
export async function preloadPage(Page: ComponentType): Promise<void> {
  const entry = entries.get(Page);
  if (!entry) return;
  if (entry.namespace) preloadNamespace(entry.namespace);
  try {
    entry.loaded = await entry.load();
  } catch {
    // The render loads it again and reports the failure.
  }
}

/** The page's own text namespace, as lazyPage was told. */
export function pageNamespace(Page: ComponentType): string | undefined {
  return entries.get(Page)?.namespace;
}
