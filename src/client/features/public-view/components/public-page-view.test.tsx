import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ItemView } from '@shared/schemas/item';
import { testPageView } from '@/test/page-view';
import { PublicPageView } from './public-page-view';

const page = testPageView();

const item = (type: string, content: unknown, extra: Partial<ItemView> = {}): ItemView => ({ type, order: 0, content, ...extra });

describe('PublicPageView', () => {
  it('shows visible items sorted by order and hides the rest', () => {
    render(
      <PublicPageView
        page={page}
        items={[
          item('heading', { text: 'Segundo', size: 'small' }, { id: 1, order: 2 }),
          item('heading', { text: 'Oculto' }, { id: 2, order: 0, isVisible: false }),
          item('heading', { text: 'Primero', size: 'medium' }, { id: 3, order: 1 }),
        ]}
      />,
    );
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', 'Mi página'],
      ['H2', 'Primero'],
      ['H3', 'Segundo'],
    ]);
    expect(screen.queryByText('Oculto')).toBeNull();
  });

  it('hides the title when showTitle is false', () => {
    render(<PublicPageView page={{ ...page, showTitle: false }} items={[]} />);
    expect(screen.queryByRole('heading', { name: 'Mi página' })).toBeNull();
  });

  it('shows the profile image round, zoomed, cover from 100 % and contain below', () => {
    const { rerender } = render(<PublicPageView page={{ ...page, profileImage: 'https://img.example/p.png', profileImageZoom: 150 }} items={[]} />);
    const image = screen.getByRole('img', { name: 'Foto de perfil de Mi página' });
    expect(image).toHaveStyle({ objectFit: 'cover', transform: 'scale(1.5)' });
    rerender(<PublicPageView page={{ ...page, profileImage: 'https://img.example/p.png', profileImageZoom: 60 }} items={[]} />);
    expect(screen.getByRole('img', { name: 'Foto de perfil de Mi página' })).toHaveStyle({ objectFit: 'contain', transform: 'scale(0.6)' });
  });

  it('accepts content as a JSON string and shows the notices for unknown or unreadable content', () => {
    render(
      <PublicPageView
        page={page}
        items={[
          item('text', JSON.stringify({ text: 'Desde texto' }), { id: 1, order: 0 }),
          item('carrusel', {}, { id: 2, order: 1 }),
          item('text', '{no es json', { id: 3, order: 2 }),
          item('text', [1, 2], { id: 4, order: 3 }),
        ]}
      />,
    );
    expect(screen.getByText('Desde texto')).toBeInTheDocument();
    expect(screen.getByText('Contenido no reconocido: carrusel')).toBeInTheDocument();
    expect(screen.getAllByText('Error al mostrar contenido')).toHaveLength(2);
  });

  it('keeps a renderer that throws from taking the page down', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const poisoned = { get text(): string { throw new Error('boom'); } };
    render(<PublicPageView page={page} items={[item('heading', poisoned, { id: 1 }), item('text', { text: 'Sigo aquí' }, { id: 2, order: 1 })]} />);
    expect(screen.getByText('Error al mostrar contenido')).toBeInTheDocument();
    expect(screen.getByText('Sigo aquí')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('applies the text styling and opens a heading link in a new tab', () => {
    render(
      <PublicPageView
        page={page}
        items={[
          item('heading', { text: 'Enlazado', linkUrl: 'https://a.example', textColor: '#FF0000', backgroundColor: '#000', backgroundOpacity: 50, textAlign: 'right', fontStyle: 'italic', fontWeight: 'normal' }),
        ]}
      />,
    );
    const heading = screen.getByRole('heading', { name: 'Enlazado' });
    expect(heading).toHaveStyle({ color: '#FF0000', backgroundColor: 'rgba(0, 0, 0, 0.5)', textAlign: 'right', fontStyle: 'italic', fontWeight: '400' });
    const link = screen.getByRole('link', { name: 'Enlazado' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the YouTube notice without a valid video id', () => {
    render(<PublicPageView page={page} items={[item('youtube', { videoId: 'no es un video' })]} />);
    expect(screen.getByText('ID de video de YouTube inválido')).toBeInTheDocument();
  });

  it('leaves out a block whose essential field is still empty (issue 32, decision 015)', () => {
    render(
      <PublicPageView
        page={page}
        items={[item('youtube', { videoId: '' }, { id: 1 }), item('link', { url: '', title: '' }, { id: 2 }), item('contactCard', { name: '' }, { id: 3 }), item('heading', { text: 'Visible' }, { id: 4 })]}
      />,
    );
    expect(screen.getByText('Visible')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-block-type]')).toHaveLength(1);
  });

  it('formats file sizes and uses the default button texts', () => {
    render(
      <PublicPageView
        page={page}
        items={[
          item('pdf', { title: 'Guía', url: 'https://f.example/g.pdf', filesize: 5 * 1024 * 1024 }, { id: 1 }),
          item('subpage', { title: 'Hija', pageId: 7 }, { id: 2, order: 1 }),
          item('image', { imageUrl: 'https://i.example/x.png', layoutType: 'web', linkUrl: 'https://web.example' }, { id: 3, order: 2 }),
        ]}
      />,
    );
    expect(screen.getByText('5 MB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hija.*Ver Subpágina/ })).toHaveAttribute('href', '/view/page/7');
    expect(screen.getByRole('link', { name: /Visitar Sitio Web/ })).toHaveAttribute('href', 'https://web.example');
  });

  it('offers a PDF as a plain download link with its name and size, in the page itself', () => {
    const pdf = { title: 'Carta de verano', url: 'https://f.example/storage/v1/object/public/item-files/a.pdf', filename: 'carta.pdf', filesize: 1536 };
    const { rerender } = render(<PublicPageView page={page} items={[item('pdf', pdf, { id: 1 })]} />);
    expect(screen.getByText('Carta de verano')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Descargar Carta de verano (PDF, 1.5 KB)' });
    expect(download).toHaveAttribute('href', pdf.url);
    expect(download).toHaveAttribute('download', 'carta.pdf');
    expect(download).not.toHaveAttribute('target');
    expect(download).toHaveTextContent('Descargar');
    // In the editor's preview it opens a new tab; an unsafe address is no link at all.
    rerender(<PublicPageView page={page} mode="preview" items={[item('pdf', pdf, { id: 1 })]} />);
    expect(screen.getByRole('link', { name: /Descargar/ })).toHaveAttribute('target', '_blank');
    rerender(<PublicPageView page={page} items={[item('pdf', { ...pdf, url: 'javascript:alert(1)' }, { id: 1 })]} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens web links in a new tab and mailto:/tel: links in place, showing the address and the owner icon', () => {
    render(
      <PublicPageView
        page={page}
        items={[
          item('link', { title: 'Tienda', url: 'https://www.tienda.example/x', favicon: 'https://i.example/icono.png' }, { id: 1, order: 0 }),
          item('link', { title: 'Escríbeme', url: 'mailto:ana@correo.example' }, { id: 2, order: 1 }),
          item('link', { title: 'Llámame', url: 'tel:+34600000000' }, { id: 3, order: 2 }),
        ]}
      />,
    );
    const web = screen.getByRole('link', { name: /Tienda/ });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveTextContent('tienda.example');
    expect(web.querySelector('img')).toHaveAttribute('src', 'https://i.example/icono.png');
    const mail = screen.getByRole('link', { name: /Escríbeme/ });
    expect(mail).toHaveAttribute('href', 'mailto:ana@correo.example');
    expect(mail).not.toHaveAttribute('target');
    expect(mail).toHaveTextContent('ana@correo.example');
    const phone = screen.getByRole('link', { name: /Llámame/ });
    expect(phone).toHaveAttribute('href', 'tel:+34600000000');
    expect(phone).not.toHaveAttribute('target');
    expect(phone).toHaveTextContent('+34600000000');
  });

  it('puts pinned blocks first in their own order, marks them, and makes the first one stick when short', () => {
    const { container, rerender } = render(
      <PublicPageView
        page={page}
        items={[
          item('text', { text: 'Normal 1' }, { id: 1, order: 0 }),
          item('link', { title: 'Fijado 2', url: 'https://b.example' }, { id: 2, order: 3, isSticky: true }),
          item('text', { text: 'Normal 2' }, { id: 3, order: 1 }),
          item('heading', { text: 'Fijado 1' }, { id: 4, order: 2, isSticky: true }),
          item('link', { title: 'Oculto', url: 'https://c.example' }, { id: 5, order: 4, isSticky: true, isVisible: false }),
        ]}
      />,
    );
    const blocks = [...container.querySelectorAll('[data-block-type]')];
    expect(blocks.map((block) => block.textContent?.replace(/b\.example/, '').trim())).toEqual(['Fijado 1', 'Fijado 2', 'Normal 1', 'Normal 2']);
    expect(blocks.map((block) => block.getAttribute('data-pinned'))).toEqual(['sticky', 'true', null, null]);
    // Below the floating 'Compartir' pill (ends 56 px down), never under it (decision 541).
    expect(blocks[0]).toHaveClass('sticky', 'top-16');
    expect(blocks[1]).not.toHaveClass('sticky');
    // The pin badge is the owner's mark: visitors do not see it.
    expect(container.querySelector('.lucide-pin')).toBeNull();

    // A tall first pinned block (an image) is pinned but does not stick.
    rerender(
      <PublicPageView
        page={page}
        items={[item('image', { imageUrl: 'https://i.example/x.png' }, { id: 6, order: 5, isSticky: true }), item('text', { text: 'Normal' }, { id: 1, order: 0 })]}
      />,
    );
    const [image] = [...container.querySelectorAll('[data-block-type]')];
    expect(image).toHaveAttribute('data-block-type', 'image');
    expect(image).toHaveAttribute('data-pinned', 'true');
    expect(image).not.toHaveClass('sticky');
  });

  it("shows the pin badge in the editor's preview only, where the pinned block sticks at the top", () => {
    const { container } = render(
      <PublicPageView page={page} mode="preview" items={[item('link', { title: 'Fijado', url: 'https://b.example' }, { id: 2, order: 0, isSticky: true })]} />,
    );
    const [block] = [...container.querySelectorAll('[data-block-type]')];
    expect(block).toHaveClass('sticky', 'top-2');
    expect(block?.querySelector('.lucide-pin')).not.toBeNull();
  });

  it("in 'preview' mode opens subpages in a new tab and never shows 'Volver'", () => {
    render(
      <PublicPageView
        mode="preview"
        page={page}
        back={{ href: '/view/padre' }}
        items={[item('subpage', { title: 'Hija', pageId: 7 }, { id: 2 })]}
      />,
    );
    expect(screen.getByRole('link', { name: /Hija/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Volver')).toBeNull();
  });

  it('hands a subpage click to onOpenPage in public mode', async () => {
    const onOpenPage = vi.fn();
    render(<PublicPageView page={page} items={[item('subpage', { title: 'Hija', pageId: 7 }, { id: 2 })]} onOpenPage={onOpenPage} />);
    await userEvent.click(screen.getByRole('link', { name: /Hija/ }));
    expect(onOpenPage).toHaveBeenCalledWith(7);
  });

  it('opens the contact dialog; in preview the vCard is made in the browser', async () => {
    const createObjectURL = vi.fn(() => 'blob:vcard');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(
      <PublicPageView
        mode="preview"
        page={page}
        items={[item('contactCard', { name: 'Eva Ruiz', phone: '+34 611 22 33 44', email: 'eva@example.com', linkedinUrl: 'https://linkedin.com/in/eva' }, { id: 9 })]}
      />,
    );
    await userEvent.click(screen.getByText('Eva Ruiz'));
    const dialog = screen.getByRole('dialog', { name: 'Eva Ruiz' });
    expect(within(dialog).getByRole('link', { name: '+34 611 22 33 44' })).toHaveAttribute('href', 'tel:+34611223344');
    expect(within(dialog).getByRole('link', { name: 'eva@example.com' })).toHaveAttribute('href', 'mailto:eva@example.com');
    expect(within(dialog).getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar Contacto' }));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const vcard = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(vcard).toContain('FN:Eva Ruiz\r\n');
    expect(click).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    click.mockRestore();
  });
});
