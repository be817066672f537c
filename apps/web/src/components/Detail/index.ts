export { CargoSection, DetailColumn, DetailHeader, type Fact, Facts, Section } from './Detail';
