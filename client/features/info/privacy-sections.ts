import type { LegalSection } from './info-page-layout';
import { PRIVACY_EMAIL, SUPPORT_EMAIL } from './contact-details';

export const PRIVACY_EFFECTIVE_DATE = 'August 18, 2025';

export const privacySections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this policy covers',
    body: [
      'Stagebacker Sandbox ("Stagebacker", "we", "us") is a demonstration of a marketplace where investors back music and audio creator projects. Everything in the sandbox is virtual: funds are not real money, projects and creators are fictional, and the sandbox resets periodically.',
      'This policy explains what information the sandbox collects when you use it, why, how long we keep it and what you can do about it.',
    ],
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: [
      'We collect only what the sandbox needs to work:',
      [
        'Account data: your first name, last name, email address, account type (investor, creator or both) and, if you add one, a profile image.',
        'Your password, stored only as a salted one-way hash (argon2id). We never store or see your password in plain text, and it is never logged.',
        'Sandbox activity: your virtual balance and the ledger of every deposit, investment, sale, payout and reset; the investments you make and sell; and any projects you create, including the demo song and project image you upload.',
        'Security data: the network address your requests come from, used briefly to limit repeated sign-in and sign-up attempts and to protect accounts from abuse.',
      ],
    ],
  },
  {
    id: 'not-collected',
    title: 'What we do not collect',
    body: [
      [
        'No real payment data. Adding funds uses a prefilled demo card, and no card number, expiry date or security code is sent to or stored by us.',
        'No government identity documents. Verification steps described on the site are simulated in the sandbox.',
        'Nothing from the contact form, the Help Center search or the chat button: these work only in your browser and send nothing.',
        'The email address you type on the landing page is not sent to us. Your browser only remembers that you entered one, so it can take you straight to the sandbox next time.',
      ],
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: [
      'We use a single cookie: a session cookie that keeps you signed in. It contains a random token, cannot be read by scripts on the page (HttpOnly), is not sent with cross-site requests (SameSite=Lax) and is sent only over HTTPS where the site is served securely. Sessions end when you log out, after 7 days without activity, and after 30 days at most.',
      'Your browser also stores one local setting (hasEnteredEmail) recording that you used the landing-page form. We use no advertising, analytics or third-party tracking cookies.',
    ],
  },
  {
    id: 'use',
    title: 'How we use your information',
    body: [
      [
        'To create your account, sign you in and keep your session secure.',
        'To run the sandbox: show your portfolio, balance, investments, returns and the projects you create.',
        'To keep an accurate, auditable ledger of every change to your virtual balance.',
        'To protect the service from abuse, such as repeated failed sign-ins.',
      ],
      'We do not sell your information, and we do not use it for advertising or profiling.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who can see your information',
    body: [
      'Projects you create, with their images, demo songs and your creator name, are visible to other sandbox users, like any project on the platform. Your email address, balance and investments are private to your account.',
      'We share information only with the hosting and storage providers that run the sandbox on our behalf, or when the law requires us to.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention and sandbox resets',
    body: [
      'The sandbox resets periodically. A reset removes all investments and user-created projects, returns every balance to the starting amount and records the reset in the ledger.',
      'Your account (name, email, account type and password hash) is kept across resets so you can keep using the sandbox, until you ask us to delete it. Records of sign-in and sign-up attempts are kept only as long as needed to enforce the limits on repeated attempts.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect your information',
    body: [
      'Passwords are hashed, session tokens are stored only as hashes, connections are encrypted where the site is served over HTTPS, and every change to a balance happens in a single database transaction. No system is perfectly secure, so please use a password you do not use anywhere else.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: [
      'Depending on where you live, you may have the right to:',
      [
        'access the personal information we hold about you and receive a copy of it;',
        'correct information that is wrong or incomplete;',
        'delete your account and the information linked to it;',
        'object to or restrict certain uses of your information;',
        'complain to your local data protection authority.',
      ],
      `To use any of these rights, email ${PRIVACY_EMAIL} from the address on your account. We respond within 30 days.`,
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      'Stagebacker is for adults. You must be 18 or older to create an account, and we do not knowingly collect information from anyone younger. If you believe a minor has created an account, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'If we change this policy in a way that matters, we will post the new version here with a new effective date and let signed-in users know on the site before the change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: [
      `Privacy questions: ${PRIVACY_EMAIL}. General support: ${SUPPORT_EMAIL}. We reply within 24 hours.`,
      'Stagebacker Sandbox, 400 Soundcheck Lane, Suite 7, Nashville, TN 37203 (fictional demo address).',
    ],
  },
];
