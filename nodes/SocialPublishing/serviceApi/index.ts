// The interface's constants, imported by both the node and the simulator.
export * from './platforms';
export * from './limits';
export * from './enums';
export * from './mime';
export * from './templates';
export * from './textLimits';
export * from './endpoints';
