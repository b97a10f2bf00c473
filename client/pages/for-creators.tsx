import { Link } from 'wouter';
import { ArrowRight, CalendarDays, CircleCheck, Mail, Quote } from 'lucide-react';
import { formatCentsAsWholeUsd } from '@common/money';
import { projectTypeLabels } from '@common/project-types';
import { Button, buttonClassName } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import { InfoHero, NumberedSteps, ProjectTypeGrid, SandboxNotice, SectionHeader, sectionClassName } from '@/features/info';
import {
  creatorReasons,
  creatorSteps,
  eligibilityGuidelines,
  fundingGuidelines,
  projectTypeIcons,
  submissionRequirements,
  successStories,
} from '@/features/info/for-creators.entry';
import { useHashScroll } from '@/lib/use-hash-scroll';

function StartCampaignLink() {
  const { user } = useCurrentUser();
  return (
    <Link href={user ? '/create-project' : '/signup'} className={buttonClassName('primary', 'lg')}>
      Start Your Campaign
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-relaxed text-muted-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function ForCreatorsPage() {
  useHashScroll();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <InfoHero
        title="Turn Your Fans into Backers"
        description="Raise money for your next album, tour or studio from the people who love your music, keep 70% of the revenue, and stay in full creative control."
      >
        <StartCampaignLink />
        <Link href="/how-it-works" className={buttonClassName('outline', 'lg')}>
          See How It Works
        </Link>
      </InfoHero>

      <SandboxNotice className="mx-auto mt-10 max-w-3xl">
        This is a sandbox: campaigns raise virtual funds only, projects are approved instantly for testing, and the sandbox resets
        periodically.
      </SandboxNotice>

      <section id="submit" aria-labelledby="submit-heading" className={sectionClassName}>
        <SectionHeader
          id="submit-heading"
          title="Submit a project in four steps"
          description="From profile to payout, launching a campaign takes an afternoon, not a record deal."
        />
        <NumberedSteps steps={creatorSteps} />
      </section>

      <section aria-labelledby="fundable-heading" className={sectionClassName}>
        <SectionHeader
          id="fundable-heading"
          title="What you can fund"
          description="Pick the project type that matches your plan; each one gets its own budget and milestones."
        />
        <ProjectTypeGrid />
      </section>

      <section aria-labelledby="reasons-heading" className={sectionClassName}>
        <SectionHeader id="reasons-heading" title="Why creators choose Stagebacker" />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {creatorReasons.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <Icon aria-hidden="true" className="size-7 text-primary" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="success" aria-labelledby="success-heading" className={sectionClassName}>
        <SectionHeader
          id="success-heading"
          title="Success stories"
          description="Fictional demo creators showing what a funded campaign can look like. None of these artists or results are real."
        />
        <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {successStories.map((story) => {
            const Icon = projectTypeIcons[story.type];
            return (
              <li key={story.project} className="flex flex-col rounded-xl border border-border bg-card p-6 text-card-foreground">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
                    <Icon aria-hidden="true" className="size-4 text-accent" />
                    {projectTypeLabels[story.type]}
                  </span>
                  <span className="whitespace-nowrap rounded-full border border-accent/50 bg-muted px-2.5 py-0.5 text-xs font-semibold text-accent">
                    Demo content · Fictional
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{story.project}</h3>
                <p className="text-sm text-muted-foreground">by {story.creator}</p>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed">
                  <Quote aria-hidden="true" className="mb-2 size-4 text-primary" />
                  {story.quote}
                </blockquote>
                <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-border pt-4 text-center">
                  <div>
                    <dt className="text-xs text-muted-foreground">Raised</dt>
                    <dd className="font-semibold">{formatCentsAsWholeUsd(story.raisedCents)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Goal</dt>
                    <dd className="font-semibold">{formatCentsAsWholeUsd(story.goalCents)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">Backers</dt>
                    <dd className="font-semibold">{story.backers}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="guidelines" aria-labelledby="guidelines-heading" className={sectionClassName}>
        <SectionHeader
          id="guidelines-heading"
          title="Funding guidelines"
          description="What we look for when we review a project, and how the money flows once you go live."
        />
        <div className="mt-10 grid gap-5 lg:grid-cols-3">
          <div className="rounded-xl border border-border bg-card p-6 text-card-foreground">
            <h3 className="text-lg font-semibold">Who can apply</h3>
            <CheckList items={eligibilityGuidelines} />
          </div>
          <div className="rounded-xl border border-border bg-card p-6 text-card-foreground">
            <h3 className="text-lg font-semibold">How funding works</h3>
            <CheckList items={fundingGuidelines} />
          </div>
          <div className="rounded-xl border border-border bg-card p-6 text-card-foreground">
            <h3 className="text-lg font-semibold">What to submit</h3>
            <CheckList items={submissionRequirements} />
            <p className="mt-5 text-sm leading-relaxed text-muted-foreground">
              Projects are reviewed in 5-7 business days. In the sandbox, a submitted project goes live at once.
            </p>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="contact-heading"
        className={`${sectionClassName} rounded-2xl border border-border bg-muted px-6 py-12 text-center`}
      >
        <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
          Ready to launch?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Start your campaign today, or talk to our creator team about your plan first. We reply within 24 hours.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <StartCampaignLink />
          <Button variant="outline" size="lg">
            <CalendarDays aria-hidden="true" className="size-4" />
            Schedule a Call
          </Button>
          <Button variant="outline" size="lg">
            <Mail aria-hidden="true" className="size-4" />
            Email Creator Team
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">
          Creator team: <span className="font-semibold text-foreground">creators@stagebacker.example</span>
        </p>
      </section>
    </div>
  );
}
