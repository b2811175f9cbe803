import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Alert, AlertDescription } from './ui/alert';

export type Status = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** A form's outcome, announced to screen readers (assertively for errors). */
export function StatusLine({ status }: { status: Status }) {
  return (
    <div aria-live={status?.tone === 'error' ? 'assertive' : 'polite'} className="empty:hidden">
      {status && (
        <Alert
          role={status.tone === 'error' ? 'alert' : 'status'}
          variant={status.tone === 'error' ? 'destructive' : status.tone === 'success' ? 'success' : 'default'}
        >
          {status.tone === 'error' ? <CircleAlert /> : status.tone === 'success' ? <CircleCheck /> : <Info />}
          <AlertDescription>{status.text}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
