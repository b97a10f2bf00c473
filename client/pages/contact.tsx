import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CREATORS_EMAIL, InfoHero, SandboxNotice, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/features/info';

type FieldName = 'firstName' | 'lastName' | 'email' | 'subject' | 'message';
type FormValues = Record<FieldName, string>;

const emptyForm: FormValues = { firstName: '', lastName: '', email: '', subject: '', message: '' };

interface FieldSpec {
  name: FieldName;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  halfWidth?: boolean;
}

const fields: FieldSpec[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', halfWidth: true },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', halfWidth: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text' },
  { name: 'message', label: 'Message', type: 'textarea' },
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(values: FormValues): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of fields) {
    if (!values[field.name].trim()) errors[field.name] = `${field.label} is required`;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

const quickHelpLinks = [
  { href: '/support', label: 'Help Center', description: 'Answers to the most common questions' },
  { href: '/how-it-works', label: 'How It Works', description: 'The investment process, returns and security' },
  { href: '/for-creators', label: 'For Creators', description: 'Launch and fund your own project' },
  { href: '/terms', label: 'User License Agreement', description: 'Risks, fees and your rights' },
];

const inputClassName =
  'w-full rounded-lg border border-input bg-background px-3 py-2.5 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring';

export default function ContactPage() {
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as FieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  // Nothing leaves the browser: the sandbox has no mail backend, so the form only acknowledges the message.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid.name}`)?.focus();
      return;
    }
    window.alert(
      "Thank you for your message! We'll get back to you within 24 hours. (Stagebacker Sandbox: this is a demo form, so nothing was actually sent.)",
    );
    setValues(emptyForm);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:py-16">
      <InfoHero
        title="Contact Us"
        description="Questions about investing, launching a campaign or your account? Send us a message and we'll reply within 24 hours."
      />

      <div className="mt-12 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="form-heading" className="rounded-2xl border border-border bg-card p-6 text-card-foreground sm:p-8">
          <h2 id="form-heading" className="text-2xl font-bold">
            Send us a message
          </h2>
          <SandboxNotice className="mt-4">Sandbox form: your message stays in your browser and is not sent anywhere.</SandboxNotice>
          <form noValidate onSubmit={handleSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
            {fields.map((field) => {
              const id = `contact-${field.name}`;
              const error = errors[field.name];
              const shared = {
                id,
                name: field.name,
                value: values[field.name],
                onChange: handleChange,
                required: true,
                autoComplete: field.autoComplete,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${id}-error` : undefined,
                className: cn(inputClassName, error && 'border-destructive'),
              };
              return (
                <div key={field.name} className={field.halfWidth ? undefined : 'sm:col-span-2'}>
                  <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
                    {field.label}
                  </label>
                  {field.type === 'textarea' ? <textarea rows={6} {...shared} /> : <input type={field.type} {...shared} />}
                  {error && (
                    <p id={`${id}-error`} className="mt-1.5 text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                <Send aria-hidden="true" className="size-4" />
                Send Message
              </Button>
            </div>
          </form>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="reach-heading" className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
            <h2 id="reach-heading" className="text-xl font-bold">
              Other ways to reach us
            </h2>
            <ul className="mt-5 space-y-5 text-sm">
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <div>
                  <p className="font-semibold">Phone</p>
                  <a href={SUPPORT_PHONE_HREF} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
                    {SUPPORT_PHONE}
                  </a>
                  <p className="text-muted-foreground">{SUPPORT_HOURS}</p>
                </div>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <div>
                  <p className="font-semibold">Email</p>
                  <p className="text-muted-foreground">
                    Investor support:{' '}
                    <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all underline underline-offset-4 hover:text-foreground">
                      {SUPPORT_EMAIL}
                    </a>
                  </p>
                  <p className="text-muted-foreground">
                    Creator team:{' '}
                    <a href={`mailto:${CREATORS_EMAIL}`} className="break-all underline underline-offset-4 hover:text-foreground">
                      {CREATORS_EMAIL}
                    </a>
                  </p>
                </div>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <div>
                  <p className="font-semibold">Office</p>
                  <address className="not-italic text-muted-foreground">
                    Stagebacker Sandbox
                    <br />
                    400 Soundcheck Lane, Suite 7
                    <br />
                    Nashville, TN 37203
                  </address>
                  <p className="text-xs text-muted-foreground">Fictional demo address</p>
                </div>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                <div>
                  <p className="font-semibold">Response time</p>
                  <p className="text-muted-foreground">We reply to every message within 24 hours.</p>
                </div>
              </li>
            </ul>
            <p className="mt-5 text-xs text-muted-foreground">Phone number and addresses are sandbox examples and are not monitored.</p>
          </section>

          <section aria-labelledby="quick-help-heading" className="rounded-2xl border border-border bg-card p-6 text-card-foreground">
            <h2 id="quick-help-heading" className="text-xl font-bold">
              Quick help
            </h2>
            <ul className="mt-4 divide-y divide-border">
              {quickHelpLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="group flex items-center justify-between gap-3 py-3">
                    <span>
                      <span className="block font-semibold group-hover:underline">{link.label}</span>
                      <span className="block text-sm text-muted-foreground">{link.description}</span>
                    </span>
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
