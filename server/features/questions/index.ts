export { awaitsCreator, creatorQuestions, postColumns, postRow, REPORTS_TO_HIDE, responsiveness } from './read-questions';
export { questionRoutes } from './routes';
