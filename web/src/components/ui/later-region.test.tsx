import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const task = () => new Promise((resolve) => setTimeout(resolve, 0));
const startAddress = window.location.href;

/** A fresh copy of the module: it remembers the address the app started at. */
async function renderRegion() {
  vi.resetModules();
  const { LaterRegion } = await import('./later-region');
  const region = (
    <LaterRegion placeholder={<p>placeholder</p>}>
      <p>content</p>
    </LaterRegion>
  );
  return { region, ...render(region) };
}

describe('LaterRegion', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    window.history.replaceState(null, '', startAddress);
  });

  it("on the page the app started on, over its shell: its placeholder first, its content in a later commit", async () => {
    root.dataset.shell = '/dashboard';
    await renderRegion();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
    await act(task);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('after a navigation: its content at once', async () => {
    root.dataset.shell = '/dashboard';
    const { region, unmount } = await renderRegion();
    unmount();
    window.history.pushState(null, '', '/dashboard/myResults');
    render(region);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('on a page without a shell (a prerendered page it hydrates, app.html): its content at once', async () => {
    root.dataset.prerendered = window.location.pathname;
    await renderRegion();
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
