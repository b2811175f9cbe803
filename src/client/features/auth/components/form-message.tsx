import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';

export type FormMessageValue = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** The form's outcome, announced to screen readers (assertively for errors). */
export function FormMessage({ message }: { message: FormMessageValue }) {
  return (
    <div aria-live={message?.tone === 'error' ? 'assertive' : 'polite'} className="empty:hidden">
      {message && (
        <Alert
          role={message.tone === 'error' ? 'alert' : 'status'}
          variant={message.tone === 'error' ? 'destructive' : message.tone === 'success' ? 'success' : 'default'}
        >
          {message.tone === 'error' ? <CircleAlert /> : message.tone === 'success' ? <CircleCheck /> : <Info />}
          <AlertDescription>{message.text}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
