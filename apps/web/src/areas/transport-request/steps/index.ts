// The transport request wizard's steps, one module each (TransportWizard.tsx runs them).
export { StepCargo } from './StepCargo';
export { StepGoods } from './StepGoods';
export { StepParties } from './StepParties';
export { StepRoute } from './StepRoute';
export { StepService } from './StepService';
export { StepTerms } from './StepTerms';
export type { Form } from './step-props';
