declare module 'fxa-common-password-list' {
  /** Mozilla's list of 50,000 breached passwords (8 characters or more); `test` compares exactly. */
  const breachedPasswords: { test(password: string): boolean };
  export default breachedPasswords;
}
