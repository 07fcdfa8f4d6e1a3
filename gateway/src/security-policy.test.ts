import { describe, expect, it } from 'vitest';
import { backendSource, contentSecurityPolicy } from './security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('the policy admits the configured server for pictures and media', () => {
  it('adds an http server’s origin to img-src and media-src only', () => {
    const policy = contentSecurityPolicy({
      host: 'localhost:8180',
      protocol: 'http',
      backendOrigin: 'http://akkoma.local:4000/some/path',
    });
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https: http://akkoma.local:4000");
    expect(directive(policy, 'media-src')).toBe(
      "media-src 'self' data: blob: https: http://akkoma.local:4000",
    );
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' ws://localhost:8180");
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
  });

  it('admits nothing for a server address that is not http(s)', () => {
    for (const bad of ['javascript:alert(1)', 'file:///etc', 'data:text/html,x', 'not a url', undefined]) {
      expect(backendSource(bad)).toBeNull();
      const policy = contentSecurityPolicy({ host: 'h', protocol: 'https', backendOrigin: bad });
      expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https:");
    }
  });

  it('keeps only the origin, so no path or quote reaches the header', () => {
    expect(backendSource("https://a.example:8443/x'; script-src *")).toBe('https://a.example:8443');
  });
});
