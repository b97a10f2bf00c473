export { chosenYear, statementDownloadUrl, statementYearsQuery, yearStatementQuery } from './api';
export { Statements } from './statements';
