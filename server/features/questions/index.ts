export { awaitsCreator, creatorQuestions, responsiveness } from './read-questions';
export { questionRoutes } from './routes';
