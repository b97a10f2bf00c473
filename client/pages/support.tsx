import { Link } from 'wouter';
import { ArrowRight, Mail, MessagesSquare, Phone, Search } from 'lucide-react';
import { Accordion } from '@/components/ui/accordion';
import { Button, buttonClassName } from '@/components/ui/button';
import {
  InfoHero,
  SectionHeader,
  sectionClassName,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '@/features/info';
import { faqCategories, resourceLinks } from '@/features/info/support.entry';
import { useHashScroll } from '@/lib/use-hash-scroll';

function startChat() {
  window.alert(
    `Live chat is coming soon! In the meantime, call us at ${SUPPORT_PHONE} or email ${SUPPORT_EMAIL} and we'll reply within 24 hours.`,
  );
}

export default function SupportPage() {
  useHashScroll();

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <InfoHero
        title="Help Center"
        description="Find answers about investing, launching a campaign and keeping your Stagebacker Sandbox account secure."
      />

      <div className="mx-auto mt-10 max-w-2xl">
        <label htmlFor="help-search" className="mb-2 block text-sm font-medium">
          Search the Help Center
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            id="help-search"
            type="search"
            placeholder="e.g. minimum investment"
            aria-describedby="help-search-hint"
            className="h-12 w-full rounded-lg border border-input bg-card pr-3 pl-11 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring"
          />
        </div>
        <p id="help-search-hint" className="mt-2 text-sm text-muted-foreground">
          Article search is coming soon. Browse the topics below in the meantime.
        </p>
      </div>

      <nav aria-label="Help topics" className="mt-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {faqCategories.map(({ id, title, icon: Icon, faqs }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground transition-colors hover:bg-muted"
              >
                <Icon aria-hidden="true" className="size-7 text-accent" />
                <span className="mt-3 font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{faqs.length} answers</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-3xl">
        {faqCategories.map(({ id, title, icon: Icon, faqs }) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className={sectionClassName}>
            <h2 id={`${id}-heading`} className="flex items-center gap-3 text-2xl font-bold">
              <Icon aria-hidden="true" className="size-6 text-accent" />
              {title}
            </h2>
            <Accordion items={faqs} className="mt-6" />
          </section>
        ))}
      </div>

      <section
        aria-labelledby="still-need-help-heading"
        className={`${sectionClassName} rounded-2xl border border-border bg-muted px-6 py-10 sm:px-10`}
      >
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="still-need-help-heading" className="text-3xl font-bold tracking-tight">
              Still need help?
            </h2>
            <p className="mt-3 text-muted-foreground">
              Our support team answers every message within 24 hours. Reach us the way that suits you.
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={startChat}>
                <MessagesSquare aria-hidden="true" className="size-4" />
                Start Chat
              </Button>
              <Link href="/contact" className={buttonClassName('outline', 'lg')}>
                Contact Us
              </Link>
            </div>
          </div>
          <ul className="space-y-4 text-sm">
            <li className="flex gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">Call us</p>
                <a href={SUPPORT_PHONE_HREF} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
                  {SUPPORT_PHONE}
                </a>
                <p className="text-muted-foreground">{SUPPORT_HOURS}</p>
              </div>
            </li>
            <li className="flex gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <p className="font-semibold">Email us</p>
                <a
                  href={`mailto:${SUPPORT_EMAIL}`}
                  className="break-all text-muted-foreground underline underline-offset-4 hover:text-foreground"
                >
                  {SUPPORT_EMAIL}
                </a>
              </div>
            </li>
          </ul>
        </div>
        <p className="mt-6 text-xs text-muted-foreground">Sandbox contact details are fictional examples and are not monitored.</p>
      </section>

      <section aria-labelledby="resources-heading" className={sectionClassName}>
        <SectionHeader id="resources-heading" title="Resources" description="Guides and policies worth a read." />
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {resourceLinks.map((resource) => (
            <li key={resource.href}>
              <Link
                href={resource.href}
                className="group flex h-full flex-col rounded-xl border border-border bg-card p-5 text-card-foreground transition-colors hover:bg-muted"
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {resource.title}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                </span>
                <span className="mt-1 text-sm text-muted-foreground">{resource.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
