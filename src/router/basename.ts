/** The router's base path: the application id prefix when the app runs under /JNPF_APP_<id>. */
export function routerBasename(pathname: string = window.location.pathname): string {
  const match = /^\/(JNPF_APP_[^/]+)/.exec(pathname);
  return match ? `/${match[1]}` : '/';
}
