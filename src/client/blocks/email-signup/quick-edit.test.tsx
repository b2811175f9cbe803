import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockDefaults } from '@shared/blocks';
import { renderPanel } from '../test/render-panel';
import { EmailSignupQuickEdit } from './quick-edit';

describe("'Suscripción por correo' quick edit (issue 40)", () => {
  it("starts with 'Suscribirme' and a consent naming the owner; the consent cannot be left empty; the name field switches at once", async () => {
    const calls = renderPanel(EmailSignupQuickEdit, 'emailSignup', blockDefaults('emailSignup'));
    expect(screen.getByLabelText('Texto del botón')).toHaveValue('Suscribirme');
    const consent = screen.getByLabelText(/Texto de consentimiento/);
    expect(consent).toHaveValue('Acepto recibir correos de {nombre}. Puedo darme de baja cuando quiera con el enlace de cada correo.');
    await userEvent.clear(consent);
    await userEvent.tab();
    expect(await screen.findByText('El texto de consentimiento es obligatorio')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Título'), '!');
    expect(calls.onChange).toHaveBeenLastCalledWith({ title: 'Suscríbete!' }, false);
    await userEvent.click(screen.getByRole('switch', { name: 'Pedir el nombre' }));
    expect(calls.onChange).toHaveBeenLastCalledWith({ askName: true }, true);
  });
});
