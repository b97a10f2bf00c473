import { Link } from 'wouter';
import { ArrowRight, TriangleExclamationPoint } from 'lucide-react';
import { formatCentsAsWholeUsd } from '@common/money';
import { buttonClassName } from '@/components/ui/button';
import { Accordion } from '@/components/ui/accordion';
import {
  InfoHero,
  NumberedSteps,
  ProjectTypeGrid,
  ReturnsAndPayouts,
  SandboxNotice,
  SectionHeader,
  sectionClassName,
} from '@/features/info';
import {
  feeExample,
  investingSteps,
  investorFaqs,
  investorReasons,
  investorSteps,
  riskPoints,
  securityFeatures,
  type IconCard,
} from '@/features/info/how-it-works.entry';
import { CalibrationSection } from '@/features/forecasts';
import { useHashScroll } from '@/lib/use-hash-scroll';

function IconCardGrid({ cards, columns }: { cards: IconCard[]; columns: string }) {
  return (
    <ul className={`mt-10 grid gap-5 ${columns}`}>
      {cards.map(({ title, description, icon: Icon }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
          <Icon aria-hidden="true" className="size-7 text-primary" />
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}

export default function HowItWorksPage() {
  useHashScroll();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <InfoHero
        title="How Stagebacker Works"
        description="Back the music and audio projects you believe in, own a share of their success, and follow every milestone from your portfolio. Here is the whole journey, start to finish."
      >
        <Link href="/signup" className={buttonClassName('primary', 'lg')}>
          Create Free Account
        </Link>
        <Link href="/explore" className={buttonClassName('outline', 'lg')}>
          Browse Projects
        </Link>
      </InfoHero>

      <SandboxNotice className="mx-auto mt-10 max-w-3xl">
        This is a sandbox: you invest virtual funds in fictional demo projects, no real money moves, and the sandbox resets periodically.
      </SandboxNotice>

      <section aria-labelledby="steps-heading" className={sectionClassName}>
        <SectionHeader
          id="steps-heading"
          title="Start investing in four steps"
          description="From sign-up to your first quarterly payout, the process is simple and transparent."
        />
        <NumberedSteps steps={investorSteps} />
      </section>

      <section aria-labelledby="types-heading" className={sectionClassName}>
        <SectionHeader
          id="types-heading"
          title="Projects you can back"
          description="Every project on Stagebacker falls into one of seven types, each with its own budget and timeline."
        />
        <ProjectTypeGrid />
      </section>

      <section aria-labelledby="reasons-heading" className={sectionClassName}>
        <SectionHeader id="reasons-heading" title="Why investors choose Stagebacker" />
        <IconCardGrid cards={investorReasons} columns="sm:grid-cols-2 lg:grid-cols-3" />
      </section>

      <section id="investing" aria-labelledby="investing-heading" className={sectionClassName}>
        <SectionHeader
          id="investing-heading"
          title="The investment process"
          description="Every investment follows the same four checkpoints, so you always know where your money is."
        />
        <div className="mt-10 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <ol className="space-y-4">
            {investingSteps.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold text-accent">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="h-fit rounded-xl border border-border bg-muted p-6">
            <h3 className="text-lg font-semibold">Example: a {formatCentsAsWholeUsd(feeExample.amountCents)} investment</h3>
            <dl className="mt-4 space-y-3 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Amount you enter</dt>
                <dd className="font-semibold">{formatCentsAsWholeUsd(feeExample.amountCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Platform fee (5%)</dt>
                <dd className="font-semibold">{formatCentsAsWholeUsd(feeExample.feeCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Invested in shares</dt>
                <dd className="font-semibold">{formatCentsAsWholeUsd(feeExample.costCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">Share price</dt>
                <dd className="font-semibold">{formatCentsAsWholeUsd(feeExample.sharePriceCents)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-border pt-3">
                <dt className="font-semibold">Shares you receive</dt>
                <dd className="text-lg font-bold text-accent">{feeExample.shares}</dd>
              </div>
            </dl>
            <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
              Shares are whole numbers: the amount after the fee is divided by the share price and rounded down.
            </p>
          </div>
        </div>
      </section>

      <ReturnsAndPayouts />

      <CalibrationSection className={sectionClassName} />

      <section id="security" aria-labelledby="security-heading" className={sectionClassName}>
        <SectionHeader
          id="security-heading"
          title="Security & safety"
          description="Your account and your money are protected at every step."
        />
        <IconCardGrid cards={securityFeatures} columns="sm:grid-cols-2 lg:grid-cols-4" />
        <SandboxNotice className="mt-8">
          The sandbox never asks for real payment details: adding funds uses a demo card and only virtual money.
        </SandboxNotice>
      </section>

      <section
        aria-labelledby="risk-heading"
        className={`${sectionClassName} rounded-2xl border border-destructive/60 bg-card p-6 text-card-foreground sm:p-8`}
      >
        <div className="flex items-center gap-3">
          <TriangleExclamationPoint aria-hidden="true" className="size-6 shrink-0 text-destructive" />
          <h2 id="risk-heading" className="text-2xl font-bold">
            Risk warning
          </h2>
        </div>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-muted-foreground">
          {riskPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          Read the full{' '}
          <Link href="/terms" className="font-semibold text-accent underline underline-offset-4">
            User License Agreement
          </Link>{' '}
          before you invest.
        </p>
      </section>

      <section aria-labelledby="faq-heading" className={`${sectionClassName} mx-auto max-w-3xl`}>
        <SectionHeader id="faq-heading" title="Frequently asked questions" />
        <Accordion items={investorFaqs} className="mt-8" />
      </section>

      <section
        aria-labelledby="cta-heading"
        className={`${sectionClassName} rounded-2xl border border-border bg-muted px-6 py-12 text-center`}
      >
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          Ready to back your first project?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
          Create a free sandbox account, add virtual funds and try investing with zero risk.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/signup" className={buttonClassName('primary', 'lg')}>
            Create Free Account
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link href="/explore" className={buttonClassName('outline', 'lg')}>
            Browse Projects
          </Link>
        </div>
      </section>
    </div>
  );
}
