import * as Toast from 'radix-ui/toast';
import X from 'lucide-react/icons/x';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, useToasts } from './use-toast';

/** Radix toasts: 5 s, swipe right past 50 px to dismiss, F8 focuses the viewport. */
export default function ToastStack() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-all',
            entry.variant === 'destructive' ? 'border-destructive bg-[#3b0d12] text-white' : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{entry.title}</Toast.Title>
            {entry.description ? <Toast.Description className="text-sm opacity-90">{entry.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label="Close notification" className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100">
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport hotkey={['F8']} className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
