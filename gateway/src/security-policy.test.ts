import { describe, expect, it } from 'vitest';
import { backendSource, contentSecurityPolicy, remoteOriginOf } from './security-policy';

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

describe('the origins an operator allows for remotes', () => {
  const base = contentSecurityPolicy({ host: 'murmur.example', protocol: 'https' });
  const allowed = contentSecurityPolicy({
    host: 'murmur.example',
    protocol: 'https',
    remoteOrigins: ['https://remotes.example', 'http://127.0.0.1:9011', 'https://remotes.example'],
  });

  it('grows script-src, style-src and connect-src by exactly those origins', () => {
    expect(directive(allowed, 'script-src')).toBe(
      "script-src 'self' https://remotes.example http://127.0.0.1:9011",
    );
    expect(directive(allowed, 'style-src')).toBe(
      "style-src 'self' 'unsafe-inline' https://remotes.example http://127.0.0.1:9011",
    );
    expect(directive(allowed, 'connect-src')).toBe(
      "connect-src 'self' wss://murmur.example https://remotes.example http://127.0.0.1:9011",
    );
  });

  it('changes nothing else', () => {
    const others = (policy: string) =>
      policy.split('; ').filter((d) => !/^(script|style|connect)-src /.test(d));
    expect(others(allowed)).toEqual(others(base));
    expect(base).not.toContain('remotes.example');
  });

  it('accepts an origin, and refuses anything more or less than one, in words an operator understands', () => {
    expect(remoteOriginOf('https://remotes.example')).toBe('https://remotes.example');
    expect(remoteOriginOf('https://remotes.example/')).toBe('https://remotes.example');
    expect(remoteOriginOf('http://127.0.0.1:9011')).toBe('http://127.0.0.1:9011');
    expect(() => remoteOriginOf('remotes.example')).toThrow(
      'not an origin; write it as https://remotes.example',
    );
    expect(() => remoteOriginOf('ftp://remotes.example')).toThrow('only http(s) origins');
    expect(() => remoteOriginOf('https://remotes.example/acme/')).toThrow(
      'an origin has no path, query or user; write https://remotes.example',
    );
    expect(() => remoteOriginOf("https://remotes.example/'; script-src *")).toThrow('an origin has no path');
    expect(() => remoteOriginOf('https://*.example')).toThrow();
  });
});
