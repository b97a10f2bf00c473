import { projectTypeLabels, projectTypes } from '@common/project-types';
import type { IconCard } from './how-it-works-content';
import { projectTypeDescriptions, projectTypeIcons } from './project-type-details';

/** A numbered four-step path (the investor's on How It Works, the creator's on For Creators). */
export function NumberedSteps({ steps }: { steps: IconCard[] }) {
  return (
    <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ title, description, icon: Icon }, index) => (
        <li key={title} className="relative rounded-xl border border-border bg-card p-6 text-card-foreground">
          <div className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-6 text-primary" />
          </div>
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ol>
  );
}

/** The seven project types with their labels and what each funds. */
export function ProjectTypeGrid() {
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projectTypes.map((type) => {
        const Icon = projectTypeIcons[type];
        return (
          <li key={type} className="flex gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground">
            <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
            <div>
              <h3 className="font-semibold">{projectTypeLabels[type]}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{projectTypeDescriptions[type]}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
