import { act, Profiler, type ProfilerOnRenderCallback } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicViewData } from '@shared/public-view';
import { testPageView } from '@/test/page-view';
import { PublicApp } from './public-app';

// No blocks: each block hydrates inside its own Suspense boundary, a commit of its own, and this
// test counts the commits of the page itself.
const data: PublicViewData = { route: 'slug', page: testPageView({ title: 'Ana', slug: 'ana' }), items: [], parentSlug: null };

/** Server-renders the page, hydrates it as the browser does and lists React's commits. */
async function hydrate(view: PublicViewData) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  const app = (
    <Profiler id="page" onRender={onRender}>
      <PublicApp initial={view} />
    </Profiler>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, app, { onRecoverableError: recoverable });
  });
  return { phases, recoverable, container };
}

describe('PublicApp hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('adopts the server HTML in one commit, even in a tab with history (nothing to re-render)', async () => {
    window.history.pushState(null, '', '/view/ana');
    expect(window.history.length).toBeGreaterThan(1);
    const { phases, recoverable, container } = await hydrate(data);
    expect(recoverable).not.toHaveBeenCalled();
    expect(phases).toEqual(['mount']);
    expect(container.querySelector('h1')?.textContent).toBe('Ana');
    expect(document.documentElement.dataset.hydrated).toBe('');
  });

  it("renders again only when history state brings 'Volver' or a footer bar", async () => {
    window.history.pushState({ usr: { footer: { visible: true, text: 'Reserva tu cita' } } }, '', '/view/ana');
    const { phases, container } = await hydrate(data);
    expect(phases).toEqual(['mount', 'update']);
    expect(container.textContent).toContain('Reserva tu cita');
  });

  it('links outgoing addresses through /go on the public page, straight on /preview, and hydrates without a mismatch', async () => {
    const items = [
      { id: 41, type: 'link', order: 0, content: { url: 'https://blog.example/', title: 'Blog' }, isVisible: true },
      { id: 42, type: 'link', order: 1, content: { url: 'mailto:ana@example.com', title: 'Correo' }, isVisible: true },
    ];
    for (const route of ['slug', 'preview'] as const) {
      const { recoverable, container } = await hydrate({ ...data, route, items });
      await vi.waitFor(() => expect(container.querySelectorAll('a[href]').length).toBeGreaterThanOrEqual(2));
      const hrefs = [...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
      expect(hrefs).toContain(route === 'slug' ? '/go/41' : 'https://blog.example/');
      expect(hrefs).not.toContain(route === 'slug' ? 'https://blog.example/' : '/go/41');
      expect(hrefs).toContain('mailto:ana@example.com');
      expect(recoverable).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });

  it('links the social icons through /go/page/{id}/social/{n} on the public page only, mailto: straight, and hydrates without a mismatch', async () => {
    const page = testPageView({
      id: 7,
      title: 'Ana',
      slug: 'ana',
      socialLinks: [
        { network: 'instagram', url: 'https://www.instagram.com/ana' },
        { network: 'email', url: 'mailto:ana@example.com' },
        { network: 'github', url: 'https://github.com/ana' },
      ],
    });
    for (const route of ['slug', 'preview'] as const) {
      const { recoverable, container } = await hydrate({ ...data, page, route });
      await vi.waitFor(() => expect(container.querySelectorAll('nav[aria-label="Redes sociales"] a[href]')).toHaveLength(3));
      const hrefs = [...container.querySelectorAll('nav[aria-label="Redes sociales"] a[href]')].map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(
        route === 'slug'
          ? ['/go/page/7/social/0', 'mailto:ana@example.com', '/go/page/7/social/2']
          : ['https://www.instagram.com/ana', 'mailto:ana@example.com', 'https://github.com/ana'],
      );
      expect(recoverable).not.toHaveBeenCalled();
      document.body.innerHTML = '';
    }
  });
});
