import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expect, signedInOwner, test } from './support/fixtures';
import { cardOf } from './support/page-settings';
import { type RunningServer, startServer } from './support/server';

// Issue 40: 'Mi cuenta' > 'Webhooks' on a phone. A server of its own allows the local receiver
// (OUTBOUND_ALLOW_HOSTS), as an operator would allow an intranet host; the suite's server keeps
// refusing private addresses.

let server: RunningServer;
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 200;
      response.end('recibido');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/linkhub`;
  server = await startServer({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1', RATE_LIMIT_SIGNUP: '10000', RATE_LIMIT_TOKEN: '10000' } });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('on a phone, the owner adds a webhook, sends a test and sees it in the delivery log', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signedInOwner(context, server.baseURL);
  const page = await context.newPage();
  await page.goto('/account');
  const card = cardOf(page, 'Webhooks');
  await expect(card).toBeVisible({ timeout: 30_000 });

  // A plain http address elsewhere is refused with the reason in Spanish.
  await card.getByLabel('Dirección (https)').fill('http://ejemplo.com/webhooks');
  await card.getByRole('button', { name: 'Añadir webhook' }).click();
  await expect(card.getByRole('alert')).toHaveText('La dirección debe empezar por https://.');

  await card.getByLabel('Dirección (https)').fill(receiverUrl);
  await card.getByRole('checkbox', { name: /Bloque eliminado/ }).uncheck();
  await card.getByRole('button', { name: 'Añadir webhook' }).click();
  const secret = (await card.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  const entry = card.getByRole('listitem', { name: receiverUrl });
  await expect(entry).toContainText('Activo');
  await expect(entry).not.toContainText('item.deleted');
  await page.screenshot({ path: test.info().outputPath('webhooks-secreto-telefono.png'), fullPage: true });
  await card.getByRole('button', { name: 'Ya lo he guardado' }).click();
  await expect(card.getByTestId('webhook-secret')).toBeHidden();

  await entry.getByRole('button', { name: 'Enviar prueba' }).click();
  const log = entry.getByRole('list', { name: 'Registro de envíos' });
  const delivery = log.getByTestId('webhook-delivery').first();
  await expect(delivery).toContainText('Entregado');
  await expect(delivery).toContainText('Código 200');
  await expect(delivery).toContainText('1 intento');
  expect(received).toHaveLength(1);
  const payload = new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as { type: string };
  expect(payload.type).toBe('webhook.test');

  // 'Reenviar' sends the same message again: the log counts the attempt.
  await delivery.getByRole('button', { name: /^Reenviar/ }).click();
  await expect(delivery).toContainText('2 intentos');
  expect(received).toHaveLength(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);

  await page.screenshot({ path: test.info().outputPath('webhooks-registro-telefono.png'), fullPage: true });
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: test.info().outputPath('webhooks-registro-portatil.png'), fullPage: true });
  await context.close();
});
