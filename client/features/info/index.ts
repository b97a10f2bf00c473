export { CREATORS_EMAIL, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './contact-details';
export { NumberedSteps, ProjectTypeGrid } from './info-lists';
export { InfoHero, LegalSectionView, SandboxBadge, SandboxNotice, SectionHeader, sectionClassName } from './info-page-layout';
export { ReturnsAndPayouts } from './returns-and-payouts';
