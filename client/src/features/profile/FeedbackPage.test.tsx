import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { clearSession, loginInfo } from '../../lib/stores/session';
import FeedbackPage from './FeedbackPage';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', async (original) => ({ ...(await original<typeof import('../../lib/api')>()), call }));

const ITEM = { id: 4, category: 'GAME', content: 'The lobby is slow today', pictureCount: 1, createdAt: Date.UTC(2026, 0, 5) };
const page = (list: unknown[]) => ({
  success: true,
  value: { list, pageNo: 1, pageSize: 10, totalCount: list.length, totalPages: 1, totals: null },
});
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });

beforeEach(() => {
  call.mockReset();
  call.mockImplementation(async (key: string) =>
    key === 'feedback.send'
      ? { success: true, value: { id: 5 } }
      : page([ITEM, { ...ITEM, id: 3, reply: 'Fixed, thank you', repliedAt: Date.UTC(2026, 0, 6) }]),
  );
});
afterEach(() => clearSession());

const content = () => screen.getByRole('textbox', { name: 'Your feedback *' });

describe('feedback', () => {
  it('lets a guest send, with no history', async () => {
    renderWithProviders(<FeedbackPage />, { route: '/feedback' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'DEPOSIT' } });
    fireEvent.change(content(), { target: { value: ' My deposit is late ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you: your feedback was sent.');
    expect(call).toHaveBeenCalledWith('feedback.send', { category: 'DEPOSIT', content: 'My deposit is late', pictures: [] });
    expect(screen.getByText('Sign in to see your feedback and the replies to it.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('feedback.mine', expect.anything(), expect.anything());
  });

  it("draws its fields with the site's input look, finger-sized on a phone like every other form's", () => {
    renderWithProviders(<FeedbackPage />, { route: '/feedback' });
    expect(screen.getByRole('combobox', { name: 'Category' }).classList.contains('form-input')).toBe(true);
    expect(content().classList.contains('form-input')).toBe(true);
  });

  it('requires the content and its word bounds before sending', async () => {
    renderWithProviders(<FeedbackPage />, { route: '/feedback' });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback content is required.')).toBeTruthy();
    fireEvent.change(content(), { target: { value: 'Too short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('The content must be between 3 and 300 words.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a picture of the wrong type at once', async () => {
    renderWithProviders(<FeedbackPage />, { route: '/feedback' });
    const input = screen.getByLabelText('Pictures (optional)');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Pictures must be PNG or JPG images.')).toBeTruthy();
  });

  it('sends a picture and shows a member their feedback with the reply, reloaded after sending', async () => {
    loginInfo({ token: 't', id: 1, userName: 'player1', isAgent: 0 });
    renderWithProviders(<FeedbackPage />, { route: '/member/feedback' });
    expect(await screen.findByText('Fixed, thank you')).toBeTruthy();
    expect(screen.getByText('Waiting for a reply.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pictures (optional)'), { target: { files: [PNG] } });
    expect(screen.getByRole('list', { name: 'Chosen pictures' }).textContent).toBe('shot.png');
    fireEvent.change(content(), { target: { value: 'Please add more fishing games' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you: your feedback was sent.');
    const sent = call.mock.calls.find(([key]) => key === 'feedback.send')!;
    expect(sent[1]).toMatchObject({
      category: 'SUGGESTION',
      content: 'Please add more fishing games',
      pictures: [expect.stringMatching(/^data:image\/png;base64,/)],
    });
    await waitFor(() => expect(call.mock.calls.filter(([key]) => key === 'feedback.mine')).toHaveLength(2));
  });

  it("shows the platform's refusal under its field", async () => {
    call.mockResolvedValue({
      success: false,
      value: null,
      errorCode: 'feedback.picture.type.invalid',
      message: 'Picture 1 must be a PNG or JPG image',
    });
    renderWithProviders(<FeedbackPage />, { route: '/feedback' });
    fireEvent.change(screen.getByLabelText('Pictures (optional)'), { target: { files: [PNG] } });
    fireEvent.change(content(), { target: { value: 'Please add more fishing games' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Pictures must be PNG or JPG images.')).toBeTruthy();
  });
});
