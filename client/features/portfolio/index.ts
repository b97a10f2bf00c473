export { PortfolioView } from './portfolio-view';
