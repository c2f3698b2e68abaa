import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { call } from '../lib/api';
import { failure, type Answer } from '../lib/load/answer';
import { useLoad } from '../lib/load/useLoad';
import { setBrandForTesting } from '../lib/stores/brand';
import { learn } from '../lib/stores/offered';
import { LoadStatus } from './LoadStatus';

/** A screen that reads the hot games through the real call(), as every screen reads the platform. */
function HotGames() {
  const load = useLoad('hot', async (signal): Promise<Answer<unknown>> => {
    const answer = await call('games.hot', { merchantCode: 'brandx', isPlatform: '2' }, { signal });
    return answer.success ? { success: true, value: answer.value } : failure(answer);
  });
  return <LoadStatus load={load} loadingText="Loading" failedText="The hot games could not be loaded." />;
}

function answer(respond: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(respond));
}

beforeEach(() => {
  setBrandForTesting({ merchant: 'brandx' });
  learn('games.hot', null);
});
afterEach(() => vi.unstubAllGlobals());

describe('what a screen says when a read fails', () => {
  it('never shows the code of a call the platform does not offer, nor a retry', async () => {
    answer(() =>
      Response.json(
        { success: false, value: null, errorCode: 'function.not.available', message: 'function.not.available' },
        { status: 400 },
      ),
    );
    renderWithProviders(<HotGames />);
    expect(await screen.findByText('This feature is not available on this site.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/function\.not\.available|network/i);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says "not available", not "check your network", for a 404', async () => {
    answer(() => new Response('<html>Not Found</html>', { status: 404 }));
    renderWithProviders(<HotGames />);
    expect(await screen.findByText('This feature is not available on this site.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/network|404/i);
  });

  it('asks to check the network only when the connection failed, with a retry', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<HotGames />);
    expect(await screen.findByText(/Please check your network connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
