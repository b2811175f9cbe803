import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { IconAction } from './icon-action';

/** 'Eliminar elemento' asks first: a deleted block cannot be brought back (decision 503). */
export function DeleteItemButton({ label, onConfirm, disabled, icon }: { label: string; onConfirm: () => void; disabled: boolean; icon: LucideIcon }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconAction label="Eliminar elemento" icon={icon} onClick={() => setOpen(true)} disabled={disabled} className="text-destructive hover:text-destructive" />
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>¿Eliminar este elemento?</AlertDialogTitle>
            <AlertDialogDescription>{`El bloque «${label}» se quitará de la página. Esta acción no se puede deshacer.`}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancelar</AlertDialogCancel>
            <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Eliminar
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
