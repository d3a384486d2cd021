/** The whole database schema (drizzle-kit reads this file; both drivers share it). */
export * from './tables/permission';
export * from './tables/system';
export * from './tables/session';
export * from './tables/billRule';
export * from './tables/dataInterface';
export * from './tables/visualdev';
export * from './tables/fileTicket';
export * from './tables/storedFile';
export * from './tables/account';
export * from './tables/message';
export * from './tables/columnsPurview';
export * from './tables/area';
export * from './tables/messageTemplate';
export * from './tables/schedule';
export * from './tables/dataInterfaceLog';
export * from './tables/print';
export * from './tables/report';
