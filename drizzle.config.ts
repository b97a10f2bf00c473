import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-account.ts',
    './server/db/schema-updates-and-notifications.ts',
    './server/db/schema-market.ts',
    './server/db/schema-staff.ts',
    './server/db/schema-annual-reports.ts',
  ],
  out: './server/db/migrations',
});
