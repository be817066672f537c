export { DetailHeader, type Fact, Facts, Section } from './Detail';
