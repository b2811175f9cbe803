import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { json, pngFile, renderPanel, stubUploadNetwork } from '../test/render-panel';
import { ImageQuickEdit } from './quick-edit';

const STORED = 'http://localhost:3000/storage/v1/object/public/item-images/0b9e7f52-4a8e-4a51-9f7c-2f8ad4a4a2c1.png';

afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('image quick edit (spec sections 2, 5 and 8)', () => {
  it('shows upload, alt text, border, layout, size and link; title and button text only in the web layout', async () => {
    const calls = renderPanel(ImageQuickEdit, 'image', blockDefaults('image'));
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    expect(screen.getByLabelText('Texto alternativo')).toHaveValue('Nueva Imagen');
    expect(screen.getByRole('switch', { name: 'Mostrar borde' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Diseño' })).toHaveTextContent('Normal');
    expect(screen.getByRole('combobox', { name: 'Tamaño' })).toHaveTextContent('Ajustada');
    expect(screen.getByLabelText('Enlace (URL)')).toHaveAttribute('type', 'url');
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Texto del botón')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Diseño' }));
    await userEvent.click(screen.getByRole('option', { name: 'Web (tarjeta con botón)' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ layoutType: 'web' }, true);
    expect(screen.getByLabelText('Título')).toHaveValue('');
    expect(screen.getByLabelText('Texto del botón')).toHaveValue('Visitar Sitio Web');
    expect(screen.getByText('El diseño web muestra la tarjeta con botón cuando la imagen tiene un enlace.')).toBeInTheDocument();
  });

  it('sends each field: switches and selects at once, texts after the pause, an empty link as null', async () => {
    const calls = renderPanel(ImageQuickEdit, 'image', { ...blockDefaults('image'), layoutType: 'web', linkUrl: 'https://shop.example.com/' });
    await userEvent.click(screen.getByRole('switch', { name: 'Mostrar borde' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ showBorder: true }, true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tamaño' }));
    await userEvent.click(screen.getByRole('option', { name: 'Banner' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ sizePreset: 'banner' }, true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tamaño' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tamaño original' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ sizePreset: 'actual' }, true);

    const alt = screen.getByLabelText('Texto alternativo');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Mi estudio');
    expect(calls.onChange).toHaveBeenLastCalledWith({ altText: 'Mi estudio' }, false);
    await userEvent.type(screen.getByLabelText('Título'), 'Mi tienda');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Mi tienda' }, false);
    const button = screen.getByLabelText('Texto del botón');
    await userEvent.clear(button);
    await userEvent.type(button, 'Comprar');
    expect(calls.onChange).toHaveBeenLastCalledWith({ buttonText: 'Comprar' }, false);
    await userEvent.tab();
    expect(calls.onCommit).toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Enlace (URL)'));
    expect(calls.onChange).toHaveBeenLastCalledWith({ linkUrl: null }, false);
    expect(calls.content()).toMatchObject({ showBorder: true, sizePreset: 'actual', altText: 'Mi estudio', title: 'Mi tienda', buttonText: 'Comprar', linkUrl: null });
  });

  it("uploads a PNG: 'Subiendo...' with the controls disabled, then the address is sent at once and 'Imagen subida'", async () => {
    let answer!: (response: Response) => void;
    const uploads = stubUploadNetwork(() => new Promise<Response>((resolve) => (answer = resolve)));
    const calls = renderPanel(ImageQuickEdit, 'image', blockDefaults('image'));
    const file = pngFile('estudio.png');
    await userEvent.upload(fileInput(), file);

    const busy = await screen.findByRole('button', { name: 'Subiendo...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Texto alternativo')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Mostrar borde' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Diseño' })).toBeDisabled();
    expect(screen.getByLabelText('Enlace (URL)')).toBeDisabled();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.get('image')).toBeInstanceOf(File);
    expect((uploads[0]!.get('image') as File).name).toBe('estudio.png');
    expect(calls.onChange).not.toHaveBeenCalled();

    answer(json({ imageUrl: STORED }));
    expect(await screen.findByText('Imagen subida')).toBeInTheDocument();
    expect(calls.onChange).toHaveBeenLastCalledWith({ imageUrl: STORED }, true);
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled();
    expect(screen.getByLabelText('Texto alternativo')).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ imageUrl: null }, true);
  });

  it('refuses other formats and files over 5 MB before uploading', async () => {
    const uploads = stubUploadNetwork(() => json({ imageUrl: STORED }));
    renderPanel(ImageQuickEdit, 'image', blockDefaults('image'));
    await userEvent.upload(fileInput(), new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText('Error al subir imagen')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecciona un archivo de imagen válido.')).toBeInTheDocument();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), huge);
    expect(await screen.findByText('La imagen no debe superar los 5MB.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's refusal, a missing imageUrl, or the fallback when the network fails", async () => {
    const answers = [
      () => json({ error: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).' }, 415),
      () => json({}),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    stubUploadNetwork(() => answers.shift()!());
    const calls = renderPanel(ImageQuickEdit, 'image', blockDefaults('image'));
    await userEvent.upload(fileInput(), pngFile());
    expect(await screen.findByText('El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).')).toBeInTheDocument();
    expect(screen.getByText('Error al subir imagen')).toBeInTheDocument();
    await userEvent.upload(fileInput(), pngFile());
    expect(await screen.findByText('La respuesta de la API no contiene la URL de la imagen.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), pngFile());
    expect(await screen.findByText('No se pudo subir la imagen del elemento.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled());
    expect(calls.onChange).not.toHaveBeenCalled();
  });
});
