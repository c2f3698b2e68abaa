export * from './envelope';
export * from './endpoint';
export * from './catalogue';
export * from './headers';
