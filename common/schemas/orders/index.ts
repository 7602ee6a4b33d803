// Customer service orders: one import for the order pages and the order routes.
export * from './amplicon.ts'
export * from './cell-line.ts'
export * from './guide-seq.ts'
export * from './options.ts'
export * from './order.ts'
export * from './sample.ts'
export * from './status.ts'
