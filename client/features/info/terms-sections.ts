import type { LegalSection } from './info-page-layout';

export const AGREEMENT_VERSION = '1.0';
export const AGREEMENT_DATE = 'August 18, 2025';
export const CHANGE_NOTICE_DAYS = 30;

/** The 13 sections of the agreement, in the order the product specification sets. */
export const termsSections: LegalSection[] = [
  {
    id: 'section-1',
    title: '1. Acceptance of Terms',
    body: [
      'This User License Agreement ("Agreement") governs your access to and use of Stagebacker Sandbox (the "Platform"). By creating an account, browsing projects or making an investment you agree to be bound by this Agreement. If you do not agree, do not use the Platform.',
      'The Platform is a sandbox demonstration. All funds are virtual, all projects, creators and success stories are fictional demo examples, and no real money moves. No securities are offered, sold or issued through the sandbox. The sandbox is reset periodically, which removes investments and restores balances.',
    ],
  },
  {
    id: 'section-2',
    title: '2. Risk Disclosures',
    body: [
      'Investing in creator projects is speculative and involves a high degree of risk. Before investing you should understand that:',
      [
        'You may lose some or all of the money you invest.',
        'Projects may be delayed, changed or abandoned, and may never generate revenue.',
        'Shares are illiquid: there may be no market to sell them, or only at a loss.',
        'Returns are not guaranteed, and past performance of any creator or project does not predict future results.',
        'Revenue shares depend on the creator reporting earnings accurately and on time.',
      ],
      'Only invest money you can afford to lose, and spread investments across several projects. In the sandbox, returns are simulated and can be negative so that these risks can be explored safely.',
    ],
  },
  {
    id: 'section-3',
    title: '3. Investor Eligibility',
    body: [
      'To invest you must be at least 18 years old and legally able to enter into binding contracts. You must also either:',
      [
        'qualify as an accredited investor under Rule 501 of Regulation D; or',
        'stay within the investment limits of Regulation Crowdfunding (Regulation CF), which cap how much non-accredited investors may invest across all crowdfunding offerings in any 12-month period based on annual income and net worth.',
      ],
      'You are responsible for the accuracy of the information you provide about your eligibility. We may ask for evidence and may refuse or cancel investments that exceed your limits.',
    ],
  },
  {
    id: 'section-4',
    title: '4. Securities Regulation',
    body: [
      'Investments in creator projects may be securities under the Securities Act of 1933 and applicable state laws. Offerings on a live platform are made through a registered broker-dealer or funding portal and under an available exemption from registration, such as Regulation Crowdfunding or Regulation D.',
      'Securities purchased in such offerings are subject to transfer restrictions and generally cannot be resold for one year except in limited circumstances. Neither the Securities and Exchange Commission nor any state regulator has passed upon the merits of any offering or the accuracy of any project description.',
      'Because the sandbox uses only virtual funds and fictional projects, no offering is made and no security is sold through it.',
    ],
  },
  {
    id: 'section-5',
    title: '5. Platform Limitations',
    body: [
      'The Platform is a marketplace that connects creators and investors. We do not provide investment, legal, tax or accounting advice, and nothing on the Platform is a recommendation to buy or sell any investment.',
      'Project descriptions, budgets, timelines and metrics are supplied by creators. We review projects before they go live, but we do not guarantee their accuracy, completeness or success. You should make your own evaluation and consult a qualified professional before investing.',
    ],
  },
  {
    id: 'section-6',
    title: '6. Fees',
    body: [
      'The following fees apply:',
      [
        'Investors: a platform fee of 5% of each investment amount, deducted before shares are calculated.',
        'Creators: a 5% platform fee on funded projects only; nothing is charged if a project does not reach its goal.',
        'Revenue share: project revenue is split 70% to the artist, 25% to investors and 5% to the platform, paid out quarterly.',
        'Payment processing fees charged by our payment partners when funds are added, released or paid out.',
      ],
      'Fees are shown before you confirm a transaction. In the sandbox, fees are calculated on virtual funds only and nothing is charged.',
    ],
  },
  {
    id: 'section-7',
    title: '7. Anti-Money Laundering and Know Your Customer',
    body: [
      'We comply with applicable anti-money laundering (AML) and know-your-customer (KYC) laws. To open or keep an investment account you agree to provide accurate identity information and supporting documents when asked.',
      'We may verify your identity with third-party services, screen accounts against sanctions lists, monitor transactions for suspicious activity, and suspend or close accounts and report activity to authorities where the law requires. Accounts are normally verified within 24 hours, or 2-3 business days for investment accounts.',
    ],
  },
  {
    id: 'section-8',
    title: '8. Privacy',
    body: [
      'Our Privacy Policy explains what personal information we collect, how we use and protect it, and the choices you have. By using the Platform you acknowledge that your information is handled as the Privacy Policy describes.',
    ],
  },
  {
    id: 'section-9',
    title: '9. Limitation of Liability',
    body: [
      'To the fullest extent permitted by law, the Platform and its officers, employees and partners are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue or investment value, arising from your use of the Platform or any project.',
      'Our total liability for any claim related to this Agreement or the Platform is limited to the fees you paid to the Platform in the 12 months before the event giving rise to the claim. In the sandbox no real fees are paid.',
    ],
  },
  {
    id: 'section-10',
    title: '10. Dispute Resolution',
    body: [
      'If a dispute arises, you and we agree to resolve it in the following order:',
      [
        'Negotiation: either party gives written notice of the dispute, and both try in good faith to resolve it informally within 30 days.',
        'Arbitration: disputes involving securities transactions that are not resolved by negotiation are submitted to binding arbitration administered by the Financial Industry Regulatory Authority (FINRA) under its rules.',
        'Court: claims that cannot be arbitrated, small-claims matters and requests for injunctive relief may be brought in the courts named in Section 13.',
      ],
      'Class action waiver: you agree to bring claims only in your individual capacity and not as a plaintiff or class member in any purported class, collective or representative proceeding, to the extent permitted by law.',
    ],
  },
  {
    id: 'section-11',
    title: '11. Regulatory Contacts',
    body: [
      'You may contact the regulators that oversee securities offerings and intermediaries:',
      [
        'U.S. Securities and Exchange Commission (SEC), Office of Investor Education and Advocacy: sec.gov',
        'Financial Industry Regulatory Authority (FINRA): finra.org',
        'Your state securities regulator, listed by the North American Securities Administrators Association: nasaa.org',
      ],
      'Questions about this Agreement can be sent to support@stagebacker.example.',
    ],
  },
  {
    id: 'section-12',
    title: '12. Modifications to Terms',
    body: [
      `We may change this Agreement from time to time. We will give you at least ${CHANGE_NOTICE_DAYS} days' notice of material changes by email or by a notice on the Platform before they take effect, and will update the version number and "Last Updated" date.`,
      'If you continue to use the Platform after the changes take effect, you accept the revised Agreement. If you do not agree, you must stop using the Platform and may close your account.',
    ],
  },
  {
    id: 'section-13',
    title: '13. Governing Law',
    body: [
      'This Agreement is governed by the laws of the State of Delaware and applicable federal securities laws of the United States, without regard to conflict-of-law principles. Subject to Section 10, the state and federal courts located in Delaware have exclusive jurisdiction over any claim not subject to arbitration.',
      'If any provision of this Agreement is held unenforceable, the remaining provisions stay in full force and effect.',
    ],
  },
];
