import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const task = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fresh copy of the module: it remembers whether the app's first commit is on screen. */
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
  });

  it("over a signed-in page's shell: its placeholder in the app's first commit, its content in a later one", async () => {
    root.dataset.shell = '/dashboard';
    const { region, unmount } = await renderRegion();
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
    await act(task);
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();

    // Mounted again after the first commit (a navigation): at once.
    unmount();
    render(region);
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('on a page without a shell (a prerendered page it hydrates, app.html): its content at once', async () => {
    root.dataset.prerendered = window.location.pathname;
    await renderRegion();
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
