import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemView } from '@shared/schemas/item';
import { testPageView } from '@/test/page-view';
import { BLOCK_TYPES, XSS_TEXT, XSS_URLS, hostileTextContent, hostileUrlContent, xssProblems } from '@shared/testing/xss';
import { PublicPageView } from './public-page-view';

// The editor's preview sidebar renders this same PublicPageView with the editor's items.
const page = testPageView({ title: XSS_TEXT, slug: 'xss', backgroundImage: XSS_URLS[0] ?? null, profileImage: XSS_URLS[2] ?? null });

describe('stored XSS in the preview', () => {
  it('the checker finds what it looks for', () => {
    const element = document.createElement('div');
    element.innerHTML = '<a href="javascript:alert(1)">x</a><img src="x" onerror="alert(2)">';
    expect(xssProblems(element)).toHaveLength(4);
  });

  it('renders every text field as text and hostile URLs as no link', () => {
    let order = 0;
    const items: ItemView[] = BLOCK_TYPES.flatMap((type) => [
      { id: order, type, order: order++, content: hostileTextContent(type), linkUrl: null, isVisible: true },
      ...XSS_URLS.map((url) => ({ id: order, type, order: order++, content: hostileUrlContent(type, url), linkUrl: url, isVisible: true })),
    ]);
    const { container } = render(<PublicPageView page={page} items={items} />);
    expect(xssProblems(container)).toEqual([]);
    expect((container.textContent ?? '').split(XSS_TEXT).length - 1).toBeGreaterThanOrEqual(BLOCK_TYPES.length);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
