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
    render(<PublicPageView page={page} items={[item('youtube', { videoId: '' })]} />);
    expect(screen.getByText('ID de video de YouTube inválido')).toBeInTheDocument();
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

  it('renders the footer bar: download or new tab, never an unsafe address', () => {
    const { rerender } = render(
      <PublicPageView page={page} items={[]} footer={{ visible: true, floating: false, text: 'Hola', buttonText: 'Ir', buttonUrl: 'https://x.example', buttonDownload: false }} />,
    );
    expect(screen.getByRole('link', { name: 'Ir' })).toHaveAttribute('target', '_blank');
    rerender(<PublicPageView page={page} items={[]} footer={{ visible: true, floating: true, text: 'Hola', buttonText: 'Bajar', buttonUrl: 'https://x.example/f.pdf', buttonDownload: true }} />);
    expect(screen.getByRole('link', { name: 'Bajar' })).toHaveAttribute('download');
  });
});
