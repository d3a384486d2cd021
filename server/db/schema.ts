/** The whole database schema (drizzle-kit reads this file; both drivers share it). */
export * from './tables/permission';
export * from './tables/system';
export * from './tables/session';
export * from './tables/billRule';
export * from './tables/dataInterface';
export * from './tables/visualdev';
export * from './tables/fileTicket';
export * from './tables/account';
export * from './tables/message';
