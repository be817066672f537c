export { Deferred, type DeferredControlProps } from './Deferred';
export { lazyComponent, type PreloadableComponent } from './lazy-component';
