export * from './timeline-request';
