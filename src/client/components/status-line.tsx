import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription } from './ui/alert';

export type Status = { tone: 'success' | 'error'; text: string } | null;

/** A form's outcome, announced to screen readers. */
export function StatusLine({ status }: { status: Status }) {
  return (
    <div aria-live={status?.tone === 'error' ? 'assertive' : 'polite'} className="empty:hidden">
      {status && (
        <Alert role={status.tone === 'error' ? 'alert' : 'status'} variant={status.tone === 'error' ? 'destructive' : 'success'}>
          {status.tone === 'error' ? <CircleAlert /> : <CircleCheck />}
          <AlertDescription>{status.text}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
