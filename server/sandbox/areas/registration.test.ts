import { describe, expect, it } from 'vitest';
import { DuplicateHandlerError, mergeAreaHandlers } from './areas';

describe('sandbox areas', () => {
  it('merges the handlers of every area', () => {
    const status = () => ({}) as never;
    const login = () => ({}) as never;
    const merged = mergeAreaHandlers([
      { name: 'system', handlers: { 'system.status': status } },
      { name: 'session', handlers: { 'session.login': login } },
    ]);
    expect(merged['system.status']).toBe(status);
    expect(merged['session.login']).toBe(login);
  });

  it('refuses to start when two areas answer the same call, naming both', () => {
    const answer = () => ({}) as never;
    expect(() =>
      mergeAreaHandlers([
        { name: 'system', handlers: { 'system.status': answer } },
        { name: 'content', handlers: { 'system.status': answer } },
      ]),
    ).toThrow(new DuplicateHandlerError('Catalogue call system.status is answered by both the system and the content area'));
  });
});
