import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import type * as SupabaseJs from '@supabase/supabase-js';

const require = createRequire(import.meta.url);
const SUPABASE_UMD = require.resolve('@supabase/supabase-js/dist/umd/supabase.js');

declare global {
  interface Window {
    supabase: typeof SupabaseJs;
  }
}

// The test injects the supabase-js bundle as an inline script, which the site's CSP refuses.
test.use({ bypassCSP: true });

test('the unmodified supabase-js client signs up, uploads a picture and signs out in a real browser', async ({ page }) => {
  await page.goto('/');
  await page.addScriptTag({ path: SUPABASE_UMD });

  const email = `navegador-${Date.now()}@example.com`;
  const result = await page.evaluate(async (email) => {
    const config = (await (await fetch('/api/config')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const client = window.supabase.createClient(config.supabaseUrl, config.supabaseAnonKey);
    const signUp = await client.auth.signUp({ email, password: 'clave-del-navegador' });
    if (signUp.error) throw signUp.error;
    const storedKeys = Object.keys(localStorage);

    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#7c3aed';
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = '#fde047';
    context.beginPath();
    context.arc(80, 80, 50, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
    const file = new File([blob], 'perfil.png', { type: 'image/png' });

    const path = `${crypto.randomUUID()}.png`;
    const upload = await client.storage.from('profile-picture').upload(path, file, { cacheControl: '3600', upsert: false });
    if (upload.error) throw upload.error;
    const { data } = client.storage.from('profile-picture').getPublicUrl(path);

    const image = document.createElement('img');
    image.alt = 'Foto de perfil subida';
    image.style.cssText = 'width:128px;height:128px;border-radius:50%;display:block;margin:24px auto';
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = reject;
      image.src = data.publicUrl;
      document.body.append(image);
    });

    const { data: session } = await client.auth.getSession();
    const pages = await fetch('/api/pages', { headers: { authorization: `Bearer ${session.session?.access_token}` } });

    return {
      user: signUp.data.user?.email,
      storedKeys,
      publicUrl: data.publicUrl,
      width: image.naturalWidth,
      pagesStatus: pages.status,
    };
  }, email);

  expect(result.user).toBe(email);
  expect(result.storedKeys).toContain('sb-localhost-auth-token');
  expect(result.publicUrl).toMatch(/\/storage\/v1\/object\/public\/profile-picture\/[0-9a-f-]{36}\.png$/);
  expect(result.width).toBe(160);
  expect(result.pagesStatus).toBe(200);
  await expect(page.getByAltText('Foto de perfil subida')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('uploaded-profile-picture.png') });

  // A reload keeps the session (localStorage), and signing out ends it on the server.
  await page.reload();
  await page.addScriptTag({ path: SUPABASE_UMD });
  const after = await page.evaluate(async () => {
    const config = (await (await fetch('/api/config')).json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const client = window.supabase.createClient(config.supabaseUrl, config.supabaseAnonKey);
    const { data: user } = await client.auth.getUser();
    const token = (await client.auth.getSession()).data.session?.access_token;
    const signOut = await client.auth.signOut();
    const pages = await fetch('/api/pages', { headers: { authorization: `Bearer ${token}` } });
    return {
      email: user.user?.email,
      signOutError: signOut.error?.message ?? null,
      pagesAfterSignOut: pages.status,
      stillStored: localStorage.getItem('sb-localhost-auth-token'),
    };
  });
  expect(after).toEqual({ email, signOutError: null, pagesAfterSignOut: 401, stillStored: null });
});
