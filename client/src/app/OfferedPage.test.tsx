import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { learn, sandboxCalls } from '../lib/stores/offered';
import { POINT_MALL_CALLS } from '../lib/featureCalls';
import * as pages from './pages';
import { offeredPage } from './OfferedPage';

afterEach(() => {
  learn('points.showcase', null);
  sandboxCalls.value = null;
});

describe('a feature at its own address', () => {
  it('shows its page until one of its calls is not offered, then the not-found page', async () => {
    const Route = offeredPage(POINT_MALL_CALLS, () => <h1>Point mall</h1>);
    renderWithProviders(<Route />, { route: '/pointMall' });
    expect(screen.getByRole('heading', { name: 'Point mall' })).toBeTruthy();
    act(() => learn('points.showcase', false));
    expect(screen.queryByRole('heading', { name: 'Point mall' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('gives the point mall its not-found page where the platform answers no sandbox-only calls', async () => {
    sandboxCalls.value = false;
    const { default: PointMall } = await pages.PointMallPage();
    renderWithProviders(<PointMall />, { route: '/pointMall' });
    // points.showcase is sandbox-only: known once its wire table has arrived.
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
