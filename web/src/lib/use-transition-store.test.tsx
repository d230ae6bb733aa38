import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTransitionStore } from './use-transition-store';

/** A minimal external store: a value and its listeners. */
function storeOf<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

type Store = ReturnType<typeof storeOf<string>>;

function Shown({ store, label = 'shown' }: { store: Store; label?: string }) {
  return <p>{`${label}: ${useTransitionStore(store.subscribe, store.getSnapshot)}`}</p>;
}

describe('useTransitionStore', () => {
  it('shows the snapshot, every change and a new store at once, and unsubscribes', () => {
    const first = storeOf('a');
    const { rerender, unmount } = render(<Shown store={first} />);
    expect(screen.getByText('shown: a')).toBeInTheDocument();
    act(() => {
      first.set('b');
    });
    expect(screen.getByText('shown: b')).toBeInTheDocument();

    const second = storeOf('x');
    rerender(<Shown store={second} />);
    expect(screen.getByText('shown: x')).toBeInTheDocument();
    expect(first.listeners.size).toBe(0);
    unmount();
    expect(second.listeners.size).toBe(0);
  });

  it('shows a change made between the render and the subscription', () => {
    const store = storeOf('a');
    const { subscribe } = store;
    // The change lands as the component subscribes, after its render read the snapshot.
    store.subscribe = (onChange) => {
      store.set('b');
      return subscribe(onChange);
    };
    render(<Shown store={store} />);
    expect(screen.getByText('shown: b')).toBeInTheDocument();
  });

  describe('outside act, as in the browser', () => {
    // React renders for real: a synchronous update by the next microtask, a transition in scheduler tasks.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    beforeEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('renders a change in a transition, not in one synchronous pass (useSyncExternalStore would)', async () => {
      const store = storeOf('a');
      render(<Shown store={store} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      store.set('b');
      // A synchronous update is on screen after the microtasks; a transition waits for the scheduler.
      await Promise.resolve();
      await Promise.resolve();
      expect(screen.getByText('shown: a')).toBeInTheDocument();
      expect(await screen.findByText('shown: b')).toBeInTheDocument();
    });
  });
});
