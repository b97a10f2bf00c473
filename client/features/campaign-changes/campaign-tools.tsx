import { useState } from 'react';
import type { Project } from '@common/schemas/projects';
import { Button } from '@/components/ui/button';
import { EarlyCloseForm } from './early-close-form';
import { EditCampaignForm } from './edit-campaign-form';

/** For the creator of an open campaign, under their campaign card: Edit and Close early, each opening its form in place. */
export function CampaignTools({ project, now }: { project: Project; now: Date }) {
  const [open, setOpen] = useState<'edit' | 'close' | null>(null);
  return (
    <section aria-label="Change your campaign" className="mt-4 rounded-2xl border border-border bg-card p-5 sm:p-6">
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant={open === 'edit' ? 'primary' : 'outline'}
          aria-expanded={open === 'edit'}
          onClick={() => setOpen(open === 'edit' ? null : 'edit')}
        >
          Edit
        </Button>
        <Button
          variant={open === 'close' ? 'primary' : 'outline'}
          aria-expanded={open === 'close'}
          onClick={() => setOpen(open === 'close' ? null : 'close')}
        >
          Close early
        </Button>
      </div>
      {open === 'edit' ? <EditCampaignForm project={project} onDone={() => setOpen(null)} /> : null}
      {open === 'close' ? <EarlyCloseForm project={project} now={now} onDone={() => setOpen(null)} /> : null}
    </section>
  );
}
