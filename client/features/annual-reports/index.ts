export { annualReportFormQuery, creatorOverdueReportsQuery, myAnnualReportsQuery, projectAnnualReportsQuery } from './api';
export { annualReportPath, ReportsDueCard } from './reports-due-card';
