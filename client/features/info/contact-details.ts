/** Fictional sandbox contact details, shared by the contact and help pages. */
export const SUPPORT_PHONE = '+1 (615) 555-0142';
export const SUPPORT_PHONE_HREF = 'tel:+16155550142';
export const SUPPORT_EMAIL = 'support@stagebacker.example';
export const CREATORS_EMAIL = 'creators@stagebacker.example';
export const PRIVACY_EMAIL = 'privacy@stagebacker.example';
export const SUPPORT_HOURS = 'Monday to Friday, 9 am to 6 pm Central Time';
