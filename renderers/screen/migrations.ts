/** Pure and shared with the server: the module lives in contract/screens/. */
export * from '../../contract/screens/migrations';
