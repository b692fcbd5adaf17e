// Calendar time: scheduled times in the workflow timezone, weekly slots and the next free one.
export * from './time';
export * from './slots';
export * from './timeRange';
