export { creatorQuestionsQuery, questionsQuery } from './api';
export { CreatorQuestions } from './creator-questions';
export { responsivenessText } from './responsiveness';
