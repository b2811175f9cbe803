import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { json, pngFile, renderPanel, stubUploadNetwork } from '../test/render-panel';
import { withLinkScheme } from './link-address';
import { LinkQuickEdit } from './quick-edit';

afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const ICON = 'http://localhost:3000/storage/v1/object/public/item-images/1c1e8f3a-9a55-4a43-8f0e-0c7a6b1d2e3f.png';

describe('link quick edit (issue 12)', () => {
  it("shows 'Título', 'URL' as a URL field and the optional icon; a new link's fields are empty with the spec's defaults as placeholders (issue 32)", () => {
    renderPanel(LinkQuickEdit, 'link', blockDefaults('link'));
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByLabelText('Título')).toHaveAttribute('placeholder', 'Nuevo Enlace');
    const url = screen.getByLabelText('URL');
    expect(url).toHaveAttribute('type', 'url');
    expect(url).toHaveValue('');
    expect(url).toHaveAttribute('placeholder', 'https://example.com');
    expect(screen.getByRole('group', { name: 'Icono (opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir icono' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Quitar icono' })).not.toBeInTheDocument();
    expect(screen.queryByText('No hay opciones de edición rápida para este tipo.')).not.toBeInTheDocument();
  });

  it('sends the title and the address as typed; a bare domain gets https:// when the field is left', async () => {
    const calls = renderPanel(LinkQuickEdit, 'link', blockDefaults('link'));
    const title = screen.getByLabelText('Título');
    await userEvent.clear(title);
    await userEvent.type(title, 'Mi blog');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Mi blog' }, false);
    const url = screen.getByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'blog.example.com/ultimo');
    await userEvent.tab();
    expect(url).toHaveValue('https://blog.example.com/ultimo');
    expect(calls.onChange).toHaveBeenLastCalledWith({ url: 'https://blog.example.com/ultimo' }, false);
    expect(calls.onCommit).toHaveBeenCalled();
    expect(calls.content()).toMatchObject({ title: 'Mi blog', url: 'https://blog.example.com/ultimo' });
  });

  it('never sends an address the page cannot open, and says why under the field', async () => {
    const calls = renderPanel(LinkQuickEdit, 'link', { ...blockDefaults('link'), url: 'https://example.com' });
    const url = screen.getByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.tab();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/URL válida/);
    // Emptying the field is allowed (the block is then incomplete again); the bad address is never sent.
    expect(calls.onChange.mock.calls.map(([patch]) => patch)).toEqual([{ url: '' }]);
    expect(calls.content().url).toBe('');
  });

  it('uploads an icon into favicon, shows it, and removes it', async () => {
    const uploads = stubUploadNetwork(() => json({ imageUrl: ICON }));
    const calls = renderPanel(LinkQuickEdit, 'link', blockDefaults('link'));
    await userEvent.upload(fileInput(), pngFile('icono.png'));
    expect(await screen.findByText('Icono subido')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(calls.onChange).toHaveBeenLastCalledWith({ favicon: ICON }, true);
    expect(screen.getByRole('group', { name: 'Icono (opcional)' }).querySelector('img')).toHaveAttribute('src', ICON);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar icono' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ favicon: null }, true);
    expect(screen.queryByRole('button', { name: 'Quitar icono' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the icon is refused", async () => {
    stubUploadNetwork(() => json({ error: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).' }, 415));
    const calls = renderPanel(LinkQuickEdit, 'link', blockDefaults('link'));
    await userEvent.upload(fileInput(), new File([new Uint8Array([1, 2, 3])], 'icono.ico', { type: 'image/x-icon' }));
    expect(await screen.findByText('El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).')).toBeInTheDocument();
    expect(screen.getByText('Error al subir imagen')).toBeInTheDocument();
    expect(calls.onChange).not.toHaveBeenCalled();
  });
});

describe('withLinkScheme', () => {
  it('mends what people type into an address', () => {
    expect(withLinkScheme('example.com')).toBe('https://example.com');
    expect(withLinkScheme(' ana@example.com ')).toBe('mailto:ana@example.com');
    expect(withLinkScheme('+34 600 11 22 33')).toBe('tel:+34600112233');
    expect(withLinkScheme('mailto:ana@example.com')).toBe('mailto:ana@example.com');
    expect(withLinkScheme('tel:+34600112233')).toBe('tel:+34600112233');
    expect(withLinkScheme('https://example.com/x')).toBe('https://example.com/x');
    expect(withLinkScheme('hola')).toBe('hola');
  });
});
