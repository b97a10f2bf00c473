export { questionsQuery } from './api';
