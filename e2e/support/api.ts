import { randomUUID } from 'node:crypto';
import type { Item } from '../../src/shared/schemas/item';
import type { Page } from '../../src/shared/schemas/page';

/** The session /auth/v1/signup answers, which supabase-js keeps as it is under `storageKey`. */
export interface SignedUp {
  email: string;
  /** Where supabase-js keeps the session in localStorage: `sb-<first label of the auth host>-auth-token`. */
  storageKey: string;
  session: { access_token: string; refresh_token: string; expires_at: number; user: { id: string; email: string } };
}

/** Signs a new owner up through the real /auth/v1/signup of a running server, as supabase-js would. */
export async function signUpThroughApi(baseURL: string, email = `owner-${randomUUID()}@example.com`, password = 'clave-segura-123'): Promise<SignedUp> {
  const config = (await (await fetch(`${baseURL}/api/config`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const response = await fetch(`${baseURL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await response.json()) as Partial<SignedUp['session']>;
  if (!response.ok || !session.access_token) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(session)}`);
  const storageKey = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;
  return { email, storageKey, session: session as SignedUp['session'] };
}

/** Talks to a running server's API as a new owner, signed up through the real /auth/v1/signup. */
export class OwnerApi {
  private constructor(
    private readonly baseURL: string,
    private readonly token: string,
  ) {}

  static async signUp(baseURL: string): Promise<OwnerApi> {
    const { session } = await signUpThroughApi(baseURL);
    return new OwnerApi(baseURL, session.access_token);
  }

  /** An owner already signed in (a token read from the browser's session). */
  static withToken(baseURL: string, token: string): OwnerApi {
    return new OwnerApi(baseURL, token);
  }

  private async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseURL}${url}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  createPage(title: string): Promise<Page> {
    return this.call('POST', '/api/pages', { title });
  }

  updatePage(pageId: number, changes: Record<string, unknown>): Promise<Page> {
    return this.call('PATCH', `/api/pages/${pageId}`, changes);
  }

  getPage(pageId: number): Promise<Page> {
    return this.call('GET', `/api/pages/id/${pageId}`);
  }

  listItems(pageId: number): Promise<Item[]> {
    return this.call('GET', `/api/pages/${pageId}/items`);
  }

  addItem(pageId: number, item: { type: string; content: unknown; isVisible?: boolean; isSticky?: boolean; lockCode?: string; sensitive?: string }): Promise<Item> {
    return this.call('POST', `/api/pages/${pageId}/items`, item);
  }

  updateItem(itemId: number, changes: Record<string, unknown>): Promise<Item> {
    return this.call('PATCH', `/api/items/${itemId}`, changes);
  }

  /** POST /api/upload/pdf as this owner: what the PDF block's content takes ({url, filename, filesize}). */
  uploadPdf(bytes: Buffer, fileName: string): Promise<{ url: string; filename: string; filesize: number }> {
    return this.upload('/api/upload/pdf', 'file', bytes, fileName, 'application/pdf');
  }

  /** POST /api/upload/image as this owner: answers {imageUrl}. */
  uploadImage(bytes: Buffer, fileName = 'imagen.png'): Promise<{ imageUrl: string }> {
    return this.upload('/api/upload/image', 'image', bytes, fileName, 'image/png');
  }

  private async upload<T>(url: string, field: string, bytes: Buffer, fileName: string, type: string): Promise<T> {
    const body = new FormData();
    body.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    const response = await fetch(`${this.baseURL}${url}`, { method: 'POST', headers: { authorization: `Bearer ${this.token}` }, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}
