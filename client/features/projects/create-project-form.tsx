import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { CheckCircle2 } from 'lucide-react';
import {
  createProjectFormSchema,
  DEMO_SONG_REQUIRED_MESSAGE,
  PROJECT_IMAGE_REQUIRED_MESSAGE,
  type CreateProjectFormValues,
} from '@common/schemas/create-project';
import type { Project } from '@common/schemas/projects';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { FilePicker } from '@/features/uploads';
import { BudgetFields } from './create-project-budget';
import { FundingFields, ProjectDetailsFields, TimelineFields, type CreateProjectForm as Form } from './create-project-fields';
import { useCreateProject } from './use-create-project';

const emptyForm: CreateProjectFormValues = {
  title: '',
  description: '',
  musicGenre: '',
  fundingGoal: '',
  minInvestment: '',
  sharePrice: '',
  totalShares: '',
  timeline: { startDate: '', endDate: '' },
  budget: { breakdown: { production: 0, equipment: 0, marketing: 0, distribution: 0, talent: 0, other: 0 } },
};

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-border pt-6 first:border-t-0 first:pt-0">
      <legend className="contents">
        <span className="text-lg font-bold">{title}</span>
      </legend>
      {description ? <p className="-mt-3 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </fieldset>
  );
}

function CreatedNotice({ project }: { project: Project }) {
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border border-success/50 bg-success/10 p-4 text-sm">
      <CheckCircle2 className="h-5 w-5 shrink-0 text-success" aria-hidden />
      <span className="flex-1">&ldquo;{project.title}&rdquo; is live.</span>
      <Link href={`/tour/${project.id}`} className="font-semibold underline underline-offset-4">
        View project
      </Link>
      <Link href="/explore" className="font-semibold underline underline-offset-4">
        See it in Explore
      </Link>
    </div>
  );
}

/** The spec's /create-project form: one schema with the server, files uploaded on submit (song, then image), then the project. */
export function CreateProjectForm() {
  const form: Form = useForm({ resolver: zodResolver(createProjectFormSchema), defaultValues: emptyForm });
  const [song, setSong] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [created, setCreated] = useState<Project | null>(null);
  const create = useCreateProject();
  const busy = create.isPending;

  // Run unawaited (void) in onSubmit: its promise rejects only if validation or this callback throws, and
  // mutate reports a failed request through its own callbacks, not by throwing.
  const submit = form.handleSubmit((values, event) => {
    const formElement = event?.target instanceof HTMLFormElement ? event.target : null;
    if (!song) {
      toast({ title: 'Demo Song Required', description: DEMO_SONG_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    if (!image) {
      toast({ title: 'Project Image Required', description: PROJECT_IMAGE_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    setCreated(null);
    create.mutate(
      { values, song, image },
      {
        onSuccess: (project) => {
          toast({ title: 'Project Created!', description: 'Your project is live in Explore. Investors can back it now.' });
          setCreated(project);
          // The spec clears the form. The project type has no empty value in the schema, so
          // react-hook-form would read the chosen type back from its select: the browser's own
          // reset puts every field back to its first state before the form's values are reset.
          formElement?.reset();
          form.reset(emptyForm);
          setSong(null);
          setImage(null);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to create project. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  });

  const { music, image: imageProgress } = create.progress;
  const stage =
    imageProgress === 100
      ? 'Creating project…'
      : imageProgress !== null
        ? 'Uploading project image…'
        : music !== null
          ? 'Uploading demo song…'
          : 'Creating project…';
  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-8" aria-busy={busy}>
        {created ? <CreatedNotice project={created} /> : null}
        <Section title="Project Details">
          <ProjectDetailsFields form={form} disabled={busy} />
        </Section>
        <Section title="Funding" description="Amounts in virtual US dollars: nothing real is raised or paid.">
          <FundingFields form={form} disabled={busy} />
        </Section>
        <Section title="Timeline" description="Milestones are added for you: Project Start, Milestone 1 and Project Completion.">
          <TimelineFields form={form} disabled={busy} />
        </Section>
        <Section title="Budget Breakdown">
          <BudgetFields form={form} disabled={busy} />
        </Section>
        <Section title="Demo Song and Image">
          <div className="grid gap-5 md:grid-cols-2">
            <FilePicker
              kind="music"
              label="Demo song"
              hint="MP3, WAV or M4A, up to 50 MB"
              file={song}
              onChange={setSong}
              progress={create.progress.music}
              disabled={busy}
            />
            <FilePicker
              kind="image"
              label="Project image"
              hint="JPEG, PNG or WebP, up to 10 MB"
              file={image}
              onChange={setImage}
              progress={create.progress.image}
              disabled={busy}
            />
          </div>
        </Section>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-end">
          {busy ? stage : 'Create Project'}
        </Button>
      </form>
    </Card>
  );
}
