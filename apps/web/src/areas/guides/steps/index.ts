export { StepEntity } from './StepEntity';
export { StepGoods } from './StepGoods';
export { StepParties } from './StepParties';
export { StepPrice } from './StepPrice';
export { StepReview } from './StepReview';
export { StepRoute } from './StepRoute';
export type { HawbStepProps } from './step-props';
