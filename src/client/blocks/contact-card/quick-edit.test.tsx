import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { json, pngFile, renderPanel, stubUploadNetwork } from '../test/render-panel';
import { ContactCardQuickEdit } from './quick-edit';

afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const FIELDS = [
  ['Nombre', 'name', 'text'],
  ['Cargo', 'jobTitle', 'text'],
  ['Empresa donde trabaja', 'company', 'text'],
  ['Teléfono', 'phone', 'tel'],
  ['Correo electrónico', 'email', 'email'],
  ['Sitio web', 'website', 'url'],
  ['LinkedIn', 'linkedinUrl', 'url'],
  ['Dirección', 'address', 'text'],
] as const;

describe('contact card quick edit (spec sections 2, 5 and 8)', () => {
  it('shows the photo upload and every field, links as url and the e-mail as email inputs', () => {
    renderPanel(ContactCardQuickEdit, 'contactCard', blockDefaults('contactCard'));
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    for (const [label, , type] of FIELDS) expect(screen.getByLabelText(label)).toHaveAttribute('type', type);
    expect(screen.getByLabelText('Notas').tagName).toBe('TEXTAREA');
    // A new card's fields are empty, the spec's defaults their placeholders (issue 32).
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('placeholder', 'Nombre Apellido');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('placeholder', '+34 600 000 000');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('placeholder', 'correo@ejemplo.com');
  });

  it('sends every field as typed; empty links and e-mail as null; invalid values stay unsent with their reason', async () => {
    const calls = renderPanel(ContactCardQuickEdit, 'contactCard', blockDefaults('contactCard'));
    const values: Record<string, string> = {
      Nombre: 'Ana López',
      Cargo: 'Diseñadora',
      'Empresa donde trabaja': 'Estudio Sol',
      Teléfono: '+34 600 11 22 33',
      'Correo electrónico': 'ana@example.com',
      'Sitio web': 'https://ana.example.com/',
      LinkedIn: 'https://www.linkedin.com/in/ana',
      Dirección: 'Calle Mayor 1, Madrid',
      Notas: 'Disponible de lunes a viernes.',
    };
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, value);
      await userEvent.tab();
    }
    expect(calls.content()).toMatchObject({
      name: 'Ana López',
      jobTitle: 'Diseñadora',
      company: 'Estudio Sol',
      phone: '+34 600 11 22 33',
      email: 'ana@example.com',
      website: 'https://ana.example.com/',
      linkedinUrl: 'https://www.linkedin.com/in/ana',
      address: 'Calle Mayor 1, Madrid',
      notes: 'Disponible de lunes a viernes.',
    });
    expect(calls.onCommit).toHaveBeenCalledTimes(9);

    const email = screen.getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    expect(calls.onChange).toHaveBeenLastCalledWith({ email: null }, false);
    await userEvent.type(email, 'ana@');
    await userEvent.tab();
    expect(screen.getByText('Correo electrónico no válido')).toBeInTheDocument();
    expect(calls.content().email).toBeNull();

    await userEvent.clear(screen.getByLabelText('Sitio web'));
    expect(calls.onChange).toHaveBeenLastCalledWith({ website: null }, false);
    await userEvent.type(screen.getByLabelText('Teléfono'), '#');
    await userEvent.tab();
    expect(screen.getByText('Teléfono no válido')).toBeInTheDocument();
    expect(calls.content()).toMatchObject({ name: 'Ana López', phone: '+34 600 11 22 33' });
  }, 30_000);

  it("marks the card 'Persona' or 'Empresa' and the number 'Móvil' or 'Fijo', saved at once (issue 32, decision 018)", async () => {
    const calls = renderPanel(ContactCardQuickEdit, 'contactCard', blockDefaults('contactCard'));
    const kind = screen.getByRole('radiogroup', { name: 'Tipo de contacto' });
    expect(screen.getByRole('radio', { name: 'Persona' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Empresa' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ kind: 'company' }, true);
    expect(kind).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Móvil' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'Fijo' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ phoneType: 'voice' }, true);
    expect(calls.content()).toMatchObject({ kind: 'company', phoneType: 'voice' });
  });

  it("uploads a photo ('Foto de contacto subida') and toasts 'Error al subir foto' when it fails", async () => {
    const url = 'http://localhost:3000/storage/v1/object/public/item-images/9a1d7a5e-11b4-4e0e-a3a0-4c5d2b7f8e61.png';
    const answers = [() => json({ imageUrl: url }), () => Promise.reject(new TypeError('Failed to fetch'))];
    stubUploadNetwork(() => answers.shift()!());
    const calls = renderPanel(ContactCardQuickEdit, 'contactCard', blockDefaults('contactCard'));
    await userEvent.upload(fileInput(), pngFile('ana.png'));
    expect(await screen.findByText('Foto de contacto subida')).toBeInTheDocument();
    expect(calls.onChange).toHaveBeenLastCalledWith({ photoUrl: url }, true);
    await userEvent.upload(fileInput(), pngFile('ana.png'));
    expect(await screen.findByText('Error al subir foto')).toBeInTheDocument();
    expect(screen.getByText('No se pudo subir la foto de contacto.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['hola'], 'nota.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(await screen.findByText('Por favor, selecciona un archivo de imagen válido.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar foto' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ photoUrl: null }, true);
  });

  it("'Mostrar mapa' is off for a new card and saved at once (issue 38, decision 971)", async () => {
    const calls = renderPanel(ContactCardQuickEdit, 'contactCard', blockDefaults('contactCard'));
    const map = screen.getByRole('switch', { name: 'Mostrar mapa' });
    expect(map).not.toBeChecked();
    await userEvent.click(map);
    expect(calls.onChange).toHaveBeenLastCalledWith({ showMap: true }, true);
  });
});
