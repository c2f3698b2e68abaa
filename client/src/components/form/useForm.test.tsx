import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { useForm } from './useForm';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useForm', () => {
  it('shows the first error of each field in the current language and says whether the form may be sent', () => {
    const { result } = renderHook(() => useForm<'username' | 'password'>());
    let ok = true;
    act(() => {
      ok = result.current.check({ username: { key: 'validation.required', params: {} } });
    });
    expect(ok).toBe(false);
    expect(result.current.errors.username).toBeTruthy();
    expect(result.current.errors.password).toBeUndefined();
    act(() => {
      ok = result.current.check({});
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it('maps a refusal: a known code under its field, others under the chosen field, to a callback or the form line', () => {
    const { result } = renderHook(() => useForm<'username' | 'captcha'>());
    const codes = { 'captcha.invalid': ['captcha', 'Wrong code'] } as const;
    act(() => result.current.refuse({ errorCode: 'captcha.invalid', message: 'ignored' }, { codes, fallback: 'Failed' }));
    expect(result.current.errors).toEqual({ captcha: 'Wrong code' });
    act(() => result.current.refuse({ errorCode: 'other', message: '' }, { codes, field: 'username', fallback: 'Failed' }));
    expect(result.current.errors).toEqual({ username: 'Failed' });
    const show = vi.fn();
    act(() => result.current.refuse({ errorCode: 'other', message: 'Platform says no' }, { codes, show, fallback: 'Failed' }));
    expect(show).toHaveBeenCalledWith('Platform says no');
    act(() => result.current.refuse({ message: 'Platform says no' }, { fallback: 'Failed' }));
    expect(result.current.formError).toBe('Platform says no');
  });

  it('sends one submission at a time and is busy while it runs', async () => {
    const { result } = renderHook(() => useForm<'username'>());
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const event = submitEvent();
    act(() => result.current.handleSubmit(send)(event));
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    await act(async () => finish());
    expect(result.current.busy).toBe(false);
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
