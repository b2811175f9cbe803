import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { fromZonedInput, toZonedInput } from '@shared/schedule';
import { updateItem } from '@/api/items/update-item';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { messageOf } from '@/lib/api-client';
import { useOwnerTimeZone } from '@/hooks/use-owner-time-zone';
import { type EditorItem, useEditorStore } from '@/stores/editor-store';
import { DateTimeField } from '@/components/date-time-field';

/**
 * 'Programar' (issue 36): when the block shows, from and until a date and time in the account's
 * zone. Saved with its own button (the two edges go together, and an end before its start is
 * refused by the server with its reason).
 */
export function ScheduleSection({ item }: { item: EditorItem }) {
  const { timeZone } = useOwnerTimeZone();
  const [from, setFrom] = useState(item.visibleFrom ? toZonedInput(item.visibleFrom, timeZone) : '');
  const [until, setUntil] = useState(item.visibleUntil ? toZonedInput(item.visibleUntil, timeZone) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Closed until asked for, so a card stays short; open at once when the block has a schedule.
  const [open, setOpen] = useState(Boolean(item.visibleFrom || item.visibleUntil));

  const save = async (next: { from: string; until: string }) => {
    setSaving(true);
    setError(null);
    try {
      const saved = await updateItem(item.id, {
        visibleFrom: next.from ? fromZonedInput(next.from, timeZone) : null,
        visibleUntil: next.until ? fromZonedInput(next.until, timeZone) : null,
      });
      useEditorStore.getState().updateItem(item.id, { visibleFrom: saved.visibleFrom, visibleUntil: saved.visibleUntil });
      toast({ title: next.from || next.until ? 'Programación guardada' : 'Programación quitada' });
    } catch (failure) {
      setError(messageOf(failure, 'No se pudo guardar la programación.'));
    } finally {
      setSaving(false);
    }
  };

  if (!open) {
    return (
      <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => setOpen(true)} data-testid="schedule-open">
        <CalendarClock aria-hidden="true" />
        Programar
      </Button>
    );
  }

  return (
    <fieldset className="grid gap-3 rounded-md border p-3" data-testid="schedule-section">
      <legend className="px-1 text-sm font-medium">Programar</legend>
      <p className="text-xs text-muted-foreground">Fuera de estas fechas el bloque no aparece en tu página. Hora de {timeZone}.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateTimeField label="Mostrar desde" value={from} onChange={setFrom} testId="schedule-from" />
        <DateTimeField label="Mostrar hasta" value={until} onChange={setUntil} testId="schedule-until" />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={saving} onClick={() => void save({ from, until })} data-testid="schedule-save">
          Guardar programación
        </Button>
        {(item.visibleFrom || item.visibleUntil) && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={saving}
            onClick={() => {
              setFrom('');
              setUntil('');
              void save({ from: '', until: '' });
            }}
          >
            Quitar programación
          </Button>
        )}
      </div>
    </fieldset>
  );
}
