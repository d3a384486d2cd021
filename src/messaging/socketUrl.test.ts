import { messageSocketUrl } from './socketUrl';

/** The socket's address from API_BASE and the page's origin. */
describe('messageSocketUrl', () => {
  const at = (href: string) => ({ href });

  test('a path base on this origin: ws for http, wss for https; the token URL-encoded', () => {
    expect(messageSocketUrl('/cloud-api2', 'Bearer a b/c', at('http://h:3000/home?x=1'))).toBe(
      'ws://h:3000/cloud-api2/api/message/websocket/Bearer%20a%20b%2Fc',
    );
    expect(messageSocketUrl('/cloud-api2/', 'T', at('https://site.example/JNPF_APP_x/home'))).toBe(
      'wss://site.example/cloud-api2/api/message/websocket/T',
    );
  });

  test('an absolute base of another backend keeps its host; an empty base is the origin root', () => {
    expect(messageSocketUrl('https://other.example/cloud-api2', 'T', at('http://h/'))).toBe(
      'wss://other.example/cloud-api2/api/message/websocket/T',
    );
    expect(messageSocketUrl('', 'T', at('http://h/some/page'))).toBe('ws://h/api/message/websocket/T');
  });
});
