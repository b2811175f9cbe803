import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../lib/page-meta';

/** 'Página no encontrada': a missing page or one that failed to load. No retry (spec section 2). */
export function NotFoundView() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-white px-6 text-center text-gray-900">
      <div className="max-w-md">
        <h1 className="mb-3 text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
        <p className="text-gray-700">{NOT_FOUND_TEXT}</p>
      </div>
    </main>
  );
}
