import { Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** A plain notice. */
export function FormMessage({ text }: { text: string }) {
  return (
    <Alert role="status">
      <Info />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
