import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ItemView } from '@shared/schemas/item';
import { themeChoice } from '@shared/themes';
import { testPageView } from '@/test/page-view';
import { PublicPageView } from './public-page-view';

const item = (type: string, content: unknown, extra: Partial<ItemView> = {}): ItemView => ({ type, order: 0, content, ...extra });
const icons = { github: { title: 'GitHub', path: 'M0 0h24v24H0z' }, instagram: { title: 'Instagram', path: 'M1 1h22v22H1z' } };

/** Issue 18 in the page view: theme, bio, social row, photo size, button style, text blocks. */
describe('PublicPageView with a theme', () => {
  const themed = testPageView({ ...themeChoice('medianoche'), showLinkDomain: false, profileImageSize: 'small', profileImage: 'https://img.example/p.png' });

  it('shows the bio with its line breaks, the photo at its size and the theme on the page', () => {
    const { container } = render(<PublicPageView page={{ ...themed, bio: 'Hola\nSoy Ana' }} items={[]} />);
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'medianoche');
    const bio = screen.getByText(/Hola/);
    expect(bio.textContent).toBe('Hola\nSoy Ana');
    expect(bio).toHaveClass('whitespace-pre-line');
    expect(screen.getByRole('img', { name: /Foto de perfil/ })).toHaveAttribute('width', '72');
  });

  it('puts the social icons above or below the blocks, each named by its network', () => {
    const socialLinks = [
      { network: 'instagram' as const, url: 'https://www.instagram.com/ana' },
      { network: 'email' as const, url: 'mailto:ana@example.com' },
    ];
    const blocks = [item('heading', { text: 'Bloque' }, { id: 1 })];
    const { container, rerender } = render(<PublicPageView page={{ ...themed, socialLinks }} items={blocks} icons={icons} />);
    const row = screen.getByRole('navigation', { name: 'Redes sociales' });
    expect(within(row).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/ana');
    expect(within(row).getByRole('link', { name: 'Instagram' }).querySelector('path')).toHaveAttribute('d', 'M1 1h22v22H1z');
    expect(within(row).getByRole('link', { name: 'Correo electrónico' })).not.toHaveAttribute('target');
    const order = () => [...container.querySelectorAll('nav, [data-block-type]')].map((el) => el.tagName);
    expect(order()).toEqual(['NAV', 'DIV']);
    rerender(<PublicPageView page={{ ...themed, socialLinks, socialPosition: 'below' }} items={blocks} icons={icons} />);
    expect(order()).toEqual(['DIV', 'NAV']);
  });

  it('draws links as the theme’s buttons with a brand mark and no domain line unless asked', () => {
    const links = [item('link', { title: 'Mi código', url: 'https://github.com/ana' }, { id: 1 }), item('link', { title: 'Blog', url: 'https://blog.example/' }, { id: 2, order: 1 })];
    const { rerender } = render(<PublicPageView page={themed} items={links} icons={icons} />);
    const code = screen.getByRole('link', { name: 'Mi código' });
    expect(code).toHaveStyle({ borderRadius: '9999px', backgroundColor: '#C7CBFF', color: '#161A3A' });
    expect(code.querySelector('path')).toHaveAttribute('d', 'M0 0h24v24H0z');
    expect(screen.getByRole('link', { name: 'Blog' }).querySelector('svg')).toBeNull();
    expect(screen.queryByText('blog.example')).toBeNull();
    rerender(<PublicPageView page={{ ...themed, showLinkDomain: true, buttonShape: 'square', buttonFill: 'outline' }} items={links} icons={icons} />);
    expect(screen.getByText('blog.example')).toBeInTheDocument();
    const blog = screen.getByRole('link', { name: /Blog/ });
    expect([blog.style.borderRadius, blog.style.backgroundColor]).toEqual(['6px', 'transparent']);
  });

  it("text blocks take the theme's colour and font and no box, unless they have their own", () => {
    render(
      <PublicPageView
        page={themed}
        items={[
          item('text', { text: 'Del tema' }, { id: 1 }),
          item('text', { text: 'Propio', textColor: '#000000', backgroundColor: '#FFFFFF', fontFamily: 'Lato' }, { id: 2, order: 1 }),
        ]}
      />,
    );
    expect(screen.getByText('Del tema')).toHaveStyle({ color: '#F4F4FB' });
    expect(screen.getByText('Del tema').style.backgroundColor).toBe('transparent');
    expect(screen.getByText('Del tema').style.fontFamily).toContain('Inter');
    expect(screen.getByText('Propio')).toHaveStyle({ color: '#000000', backgroundColor: 'rgba(255, 255, 255, 1)' });
    expect(screen.getByText('Propio').style.fontFamily).toContain('Lato');
  });

  it("draws a divider without its own colour in the theme's text colour, faded; a stored colour is kept", () => {
    const { container } = render(
      <PublicPageView page={themed} items={[item('divider', { thickness: 2, style: 'solid' }, { id: 1 }), item('divider', { color: '#FFFFFF' }, { id: 2, order: 1 })]} />,
    );
    const [theme, own] = [...container.querySelectorAll('hr')];
    expect(theme?.style.borderTopColor).toBe('rgba(244, 244, 251, 0.35)');
    expect(own?.style.borderTopColor).toBe('rgb(255, 255, 255)');
  });

  it("offers 'Compartir' on the public page only, hidden until the script has taken over", () => {
    const { rerender } = render(<PublicPageView page={themed} items={[]} />);
    const share = screen.getByRole('button', { name: 'Compartir' });
    expect(share.closest('[data-needs-script]')).not.toBeNull();
    rerender(<PublicPageView page={themed} items={[]} mode="preview" />);
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
  });
});
