import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pngFile, renderPanel, stubUploadNetwork } from '../test/render-panel';
import { SubpageQuickEdit } from './quick-edit';

afterEach(() => vi.restoreAllMocks());

const content = { title: 'Proyectos', pageId: 42, cardImageUrl: null, cardImageStyle: 'cover', buttonText: 'Ver Subpágina', linkUrl: null };
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('subpage quick edit (spec sections 2, 5 and 9)', () => {
  it("shows title, button text, the page id read-only as 'ID Subpágina', card image and its style", () => {
    renderPanel(SubpageQuickEdit, 'subpage', content);
    expect(screen.getByLabelText('Título')).toHaveValue('Proyectos');
    expect(screen.getByLabelText('Texto del botón')).toHaveValue('Ver Subpágina');
    const id = screen.getByLabelText('ID Subpágina');
    expect(id).toHaveValue('42');
    expect(id).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: 'Imagen de la tarjeta' })).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('combobox', { name: 'Estilo de imagen' })).toHaveTextContent('Cubrir');
  });

  it("'Editar subpágina' saves what waits and opens the subpage's editor with this page as its parent", async () => {
    const calls = renderPanel(SubpageQuickEdit, 'subpage', content);
    await userEvent.click(screen.getByRole('button', { name: 'Editar subpágina' }));
    expect(calls.onCommit).toHaveBeenCalled();
    const where = screen.getByTestId('where');
    expect(where).toHaveTextContent('/edit/42');
    expect(JSON.parse(where.getAttribute('title')!)).toEqual({ parentPageId: 3 });
  });

  it("'Editar subpágina' waits until the server has made the subpage", () => {
    renderPanel(SubpageQuickEdit, 'subpage', { ...content, pageId: 0 });
    expect(screen.getByRole('button', { name: 'Editar subpágina' })).toBeDisabled();
  });

  it('sends title and button text as typed, never an empty title, and the style at once', async () => {
    const calls = renderPanel(SubpageQuickEdit, 'subpage', content);
    const title = screen.getByLabelText('Título');
    await userEvent.clear(title);
    expect(calls.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByText('El título no puede estar vacío')).toBeInTheDocument();
    await userEvent.type(title, 'Mis proyectos');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Mis proyectos' }, false);
    const button = screen.getByLabelText('Texto del botón');
    await userEvent.clear(button);
    await userEvent.type(button, 'Entrar');
    expect(calls.onChange).toHaveBeenLastCalledWith({ buttonText: 'Entrar' }, false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Estilo de imagen' }));
    await userEvent.click(screen.getByRole('option', { name: 'Contener (imagen completa)' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ cardImageStyle: 'contain' }, true);
    expect(calls.onCommit).toHaveBeenCalled();
    expect(calls.content()).toMatchObject({ title: 'Mis proyectos', buttonText: 'Entrar', cardImageStyle: 'contain', pageId: 42 });
  });

  it("uploads a card image ('Imagen subida') and shows its file name shortened to 30 characters", async () => {
    const url = 'http://localhost:3000/storage/v1/object/public/item-images/5f0c3f0e-8d7e-4a59-a4a4-1c3b2e1d0f9a.png';
    stubUploadNetwork(() => json({ imageUrl: url }));
    const calls = renderPanel(SubpageQuickEdit, 'subpage', content);
    await userEvent.upload(fileInput(), pngFile('portada-de-mis-proyectos-de-verano-2025.png'));
    expect(await screen.findByText('Imagen subida')).toBeInTheDocument();
    expect(calls.onChange).toHaveBeenLastCalledWith({ cardImageUrl: url }, true);
    const name = screen.getByTestId('image-file-name');
    expect(name).toHaveTextContent(/^portada-de-mis-proyectos-de\.\.\.$/);
    expect(name.textContent).toHaveLength(30);
    expect(name).toHaveAttribute('title', 'portada-de-mis-proyectos-de-verano-2025.png');
  });

  it('shows the stored file name of an earlier image, and accepts any image type', async () => {
    const uploads = stubUploadNetwork(() => json({ error: 'El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).' }, 415));
    renderPanel(SubpageQuickEdit, 'subpage', { ...content, cardImageUrl: 'https://cdn.example.com/img/tarjeta.jpg' });
    expect(screen.getByTestId('image-file-name')).toHaveTextContent('tarjeta.jpg');
    await userEvent.upload(fileInput(), new File([new Uint8Array([0, 0, 0, 24])], 'foto.heic', { type: 'image/heic' }));
    expect(await screen.findByText('El archivo no es una imagen válida (JPEG, PNG, GIF o WebP).')).toBeInTheDocument();
    expect(screen.getByText('Error al subir imagen')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});
