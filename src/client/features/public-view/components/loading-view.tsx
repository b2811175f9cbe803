import { LoaderCircle } from 'lucide-react';

export function LoadingView() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center bg-white text-gray-700">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin" />
      <span className="sr-only">Cargando...</span>
    </div>
  );
}
