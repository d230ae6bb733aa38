import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_DURATIONS_MS } from './notify';

vi.mock('react-toastify', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

describe('notify', () => {
  afterEach(() => vi.clearAllMocks());

  it('has the spec durations: 2000 ms for success, 4000 ms for blank and error (SPEC.md section 9)', () => {
    expect(TOAST_DURATIONS_MS).toEqual({ success: 2000, error: 4000, blank: 4000 });
  });

  it('shows a success toast for 2000 ms', async () => {
    notify.success('added question successfully');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('added question successfully', { autoClose: 2000 }));
  });

  it('shows an error toast for 4000 ms', async () => {
    notify.error('You are Not Admin');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You are Not Admin', { autoClose: 4000 }));
  });

  it('shows a blank toast for 4000 ms', async () => {
    notify.blank('Hello');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Hello', { autoClose: 4000 }));
  });

  it('passes other options on, but never a duration of its own', async () => {
    notify.error('This is Protected for only Admin', { toastId: 'admin-only' });
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('This is Protected for only Admin', { toastId: 'admin-only', autoClose: 4000 }));
  });

  it('loads react-toastify with the first toast, and asks the app to mount its container then', async () => {
    vi.resetModules();
    const fresh = await import('./notify');
    const listener = vi.fn();
    const unsubscribe = fresh.toastContainerWanted.subscribe(listener);
    expect(fresh.toastContainerWanted.get()).toBe(false);
    fresh.notify.blank('First');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(fresh.toastContainerWanted.get()).toBe(true);
    const { toast: freshToast } = await import('react-toastify');
    await vi.waitFor(() => expect(freshToast).toHaveBeenCalledWith('First', { autoClose: 4000 }));
    fresh.notify.blank('Second');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
