/**
 * The seed the tests' realized revenue is drawn from: 0, the formula of the project's id alone,
 * whose figures the revenue model's recorded test pins. A server draws a secret one instead.
 */
export const TEST_REVENUE_SEED = 0;
