import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reducer, toast, useToast } from './use-toast';

describe('notifications (spec sections 4 and 9)', () => {
  it('shows one at a time: a new one replaces the previous', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Primero' });
      toast({ title: 'Segundo', variant: 'destructive', description: 'Detalle' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Segundo', variant: 'destructive', open: true });
  });

  it('dismissing closes it; removal keeps it until the remove delay', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Hola' }).dismiss();
    });
    expect(result.current.toasts[0]).toMatchObject({ title: 'Hola', open: false });
    expect(reducer({ toasts: result.current.toasts }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toaster (spec section 9)', () => {
  it('renders the notification in a viewport at most 420 px wide, reachable with F8', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { Toaster } = await import('@/components/ui/toaster');
    render(<Toaster />);
    act(() => {
      toast({ title: 'Lista de páginas actualizada' });
    });
    const viewport = screen.getByRole('region', { name: /Notificaciones \(F8\)/ });
    expect(viewport.querySelector('ol')).toHaveStyle({ maxWidth: '420px' });
    expect(screen.getAllByText('Lista de páginas actualizada').length).toBeGreaterThan(0);
  });
});
