export { DocumentsPanel } from './DocumentsPanel';
