export * from './envelope';
export * from './endpoint';
export * from './wire';
export * from './catalogue';
export * from './headers';
