import { type ErrorCode, isErrorCode } from '@shared/error-codes';

/**
 * An answer other than 2xx: the message reads '{status}: {message}' (spec section 7). Code that
 * decides something branches on `code` (decision 130), never on the message's words.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The body's `error` field, else the text body, else the status text. */
    readonly serverMessage: string,
    /** The body's machine `code`, when the API sent one. */
    readonly code: ErrorCode | null = null,
  ) {
    super(`${status}: ${serverMessage}`);
    this.name = 'ApiError';
  }
}

type ApiBody = string | FormData | Blob | URLSearchParams | object | undefined;

export interface ApiClientOptions {
  /** Origin the paths are resolved against; the page's own origin by default. */
  baseUrl?: string;
  /** The signed-in user's access token, or null; sent on paths under /api. */
  getAccessToken?: () => Promise<string | null>;
  fetch?: typeof fetch;
  /**
   * A request that carried a token was answered 401: the session ended elsewhere (signed out on
   * another device) or expired. Called before the ApiError is thrown.
   */
  onUnauthorized?: () => void;
}

export interface ApiClient {
  request<T = unknown>(method: string, path: string, body?: ApiBody, init?: { signal?: AbortSignal }): Promise<T>;
}

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

/** The ApiError for a refused answer: the API's {"error", "code"}, a text body, or the status text. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  // An HTML error page (a proxy's 502, say) is no message for a person.
  const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  if (text && !html) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string' && parsed.error) {
        const code = 'code' in parsed && isErrorCode(parsed.code) ? parsed.code : null;
        return new ApiError(response.status, parsed.error, code);
      }
    } catch {
      // A text body is the message as it is.
    }
    return new ApiError(response.status, text);
  }
  return new ApiError(response.status, response.statusText || 'Error');
}

/** True when `error` is the API's refusal with one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): error is ApiError {
  return error instanceof ApiError && error.code !== null && codes.includes(error.code);
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return /^application\/([\w.+-]+\+)?json\b/i.test(type);
}

/**
 * The fetch wrapper every API call goes through: credentials included, JSON or FormData bodies, the
 * bearer token on /api paths, nothing back for 204 or a non-JSON answer, ApiError for non-2xx.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function authorization(path: string): Promise<string | null> {
    if (!options.getAccessToken || !path.startsWith('/api')) return null;
    try {
      return await options.getAccessToken();
    } catch (error) {
      console.warn('Could not read the session; the request goes without a token.', error);
      return null;
    }
  }

  return {
    async request<T>(method: string, path: string, body?: ApiBody, init?: { signal?: AbortSignal }): Promise<T> {
      const headers = new Headers();
      let payload: BodyInit | undefined;
      if (typeof body === 'string') {
        headers.set('Content-Type', 'application/json');
        payload = body;
      } else if (isRawBody(body)) {
        payload = body;
      } else if (body !== undefined) {
        headers.set('Content-Type', 'application/json');
        payload = JSON.stringify(body);
      }
      const token = await authorization(path);
      if (token) headers.set('Authorization', `Bearer ${token}`);

      const base = options.baseUrl ?? globalThis.location?.origin;
      const response = await doFetch(base ? new URL(path, base) : path, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: init?.signal,
      });
      if (!response.ok) {
        const error = await apiErrorOf(response);
        if (response.status === 401 && token) options.onUnauthorized?.();
        throw error;
      }
      if (response.status === 204 || !isJson(response)) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/** The message to show a person: the server's own words when there are any. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
