import { toast } from '@/components/ui/use-toast';

/** Long enough to read the welcome notice before the full reload clears it. */
export const WELCOME_RELOAD_DELAY_MS = 1000;

/** The spec's success path for login and sign-up: a welcome notice, then a full page load of the home page. */
export function welcomeThenReloadHome(title: string, description: string): void {
  toast({ title, description });
  setTimeout(() => window.location.assign('/'), WELCOME_RELOAD_DELAY_MS);
}
