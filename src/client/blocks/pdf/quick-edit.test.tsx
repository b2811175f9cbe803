import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, pdfFile, renderPanel, stubUploadNetwork } from '../test/render-panel';
import { titleFromFileName } from './pdf-file';
import { PdfQuickEdit } from './quick-edit';

afterEach(() => vi.restoreAllMocks());

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const STORED = 'http://localhost:3000/storage/v1/object/public/item-files/7b1f3c9e-2a4d-4e8b-9c1a-5d6e7f8a9b0c.pdf';
const content = { title: 'Carta de precios', filename: 'Carta de precios.pdf', url: STORED, filesize: 245_760 };

describe('pdf quick edit (issue 12)', () => {
  it("shows 'Título', the file's name and size, and a way to replace the file", () => {
    renderPanel(PdfQuickEdit, 'pdf', content);
    expect(screen.getByLabelText('Título')).toHaveValue('Carta de precios');
    expect(screen.getByTestId('pdf-file')).toHaveTextContent('Carta de precios.pdf240 KB');
    expect(screen.getByRole('button', { name: 'Reemplazar archivo' })).toBeEnabled();
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
  });

  it('sends the title as typed and never an empty one', async () => {
    const calls = renderPanel(PdfQuickEdit, 'pdf', content);
    const title = screen.getByLabelText('Título');
    await userEvent.clear(title);
    await userEvent.tab();
    expect(screen.getByText('El título no puede estar vacío')).toBeInTheDocument();
    await userEvent.type(title, 'Precios 2025');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Precios 2025' }, false);
  });

  it("replaces the file ('Subiendo...' meanwhile); a title that was the old file's name follows the new one", async () => {
    let answer!: (response: Response) => void;
    const uploads = stubUploadNetwork(() => new Promise<Response>((resolve) => (answer = resolve)), '/api/upload/pdf');
    const calls = renderPanel(PdfQuickEdit, 'pdf', content);
    await userEvent.upload(fileInput(), pdfFile('Carta de verano.pdf'));
    expect(await screen.findByRole('button', { name: 'Subiendo...' })).toBeDisabled();
    expect(screen.getByLabelText('Título')).toBeDisabled();
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as File).name).toBe('Carta de verano.pdf');
    const url = STORED.replace('7b1f', '8c2a');
    answer(json({ url, filename: 'Carta de verano.pdf', filesize: 1_048_576 }));
    expect(await screen.findByText('PDF subido')).toBeInTheDocument();
    expect(calls.onChange).toHaveBeenLastCalledWith(
      { url, filename: 'Carta de verano.pdf', filesize: 1_048_576, title: 'Carta de verano' },
      true,
    );
    expect(screen.getByTestId('pdf-file')).toHaveTextContent('Carta de verano.pdf1 MB');
  });

  it('keeps a title the owner wrote when the file is replaced', async () => {
    stubUploadNetwork(() => json({ url: STORED, filename: 'otro.pdf', filesize: 10 }), '/api/upload/pdf');
    const calls = renderPanel(PdfQuickEdit, 'pdf', { ...content, title: 'Mi menú' });
    await userEvent.upload(fileInput(), pdfFile('otro.pdf'));
    await waitFor(() => expect(calls.onChange).toHaveBeenCalled());
    expect(calls.onChange).toHaveBeenLastCalledWith({ url: STORED, filename: 'otro.pdf', filesize: 10 }, true);
  });

  it("shows the server's reason for a refused file and keeps the old one", async () => {
    stubUploadNetwork(() => json({ error: 'El archivo no es un PDF válido.' }, 415), '/api/upload/pdf');
    const calls = renderPanel(PdfQuickEdit, 'pdf', content);
    await userEvent.upload(fileInput(), new File(['hola'], 'falso.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('El archivo no es un PDF válido.')).toBeInTheDocument();
    expect(screen.getByText('Error al subir PDF')).toBeInTheDocument();
    expect(calls.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reemplazar archivo' })).toBeEnabled();
  });

  it('refuses a file over 20 MB before sending it', async () => {
    const uploads = stubUploadNetwork(() => json({}), '/api/upload/pdf');
    renderPanel(PdfQuickEdit, 'pdf', content);
    const big = pdfFile('grande.pdf');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(), big);
    expect(await screen.findByText('El PDF no debe superar los 20MB.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('a block without a file asks for one', () => {
    renderPanel(PdfQuickEdit, 'pdf', { title: 'Nuevo Documento', url: 'https://example.com/documento.pdf', filesize: 0 });
    expect(screen.getByTestId('pdf-file')).toHaveTextContent('Sin archivo: sube un PDF.');
    expect(screen.getByRole('button', { name: 'Subir PDF' })).toBeEnabled();
  });
});

describe('titleFromFileName (decision 531)', () => {
  it('drops the .pdf extension and keeps the rest', () => {
    expect(titleFromFileName('Carta de precios.pdf')).toBe('Carta de precios');
    expect(titleFromFileName('INFORME.PDF')).toBe('INFORME');
    expect(titleFromFileName('notas.v2.pdf')).toBe('notas.v2');
    expect(titleFromFileName('.pdf')).toBe('.pdf');
    expect(titleFromFileName('sin-extension')).toBe('sin-extension');
    expect(Array.from(titleFromFileName(`${'ñ'.repeat(400)}.pdf`))).toHaveLength(300);
  });
});
