import { describe, expect, it } from 'vitest';
import { GATEWAY_USAGE, parseGatewayCommand, startUpLines } from './cli';

describe('the gateway’s command line', () => {
  it('--help and -h ask for the usage, which lists every option', () => {
    expect(parseGatewayCommand(['--help'], {})).toBe('help');
    expect(parseGatewayCommand(['-h'], {})).toBe('help');
    for (const option of [
      '--port',
      '--host',
      '--backend',
      '--overlay',
      '--remote-origin',
      '--builds',
      '--help',
    ])
      expect(GATEWAY_USAGE).toContain(option);
  });

  it('reads the options, and the environment when an option is not given', () => {
    expect(parseGatewayCommand([], {})).toEqual({
      port: 8080,
      host: '127.0.0.1',
      backend: 'http://127.0.0.1:4000',
      remoteOrigins: [],
      startUpData: true,
      compression: true,
    });
    expect(
      parseGatewayCommand(['--port', '9000', '--overlay', '/srv/overlay'], {
        MURMUR_BACKEND: 'https://akkoma.example',
        MURMUR_REMOTE_ORIGINS: 'https://a.example  https://b.example/',
      }),
    ).toEqual({
      port: 9000,
      host: '127.0.0.1',
      backend: 'https://akkoma.example',
      overlay: '/srv/overlay',
      remoteOrigins: ['https://a.example', 'https://b.example'],
      startUpData: true,
      compression: true,
    });
  });

  it('--remote-origin is repeatable and wins over the environment', () => {
    const command = parseGatewayCommand(
      ['--remote-origin', 'https://a.example', '--remote-origin', 'http://127.0.0.1:9011'],
      { MURMUR_REMOTE_ORIGINS: 'https://c.example' },
    );
    expect(command !== 'help' && command.remoteOrigins).toEqual([
      'https://a.example',
      'http://127.0.0.1:9011',
    ]);
  });

  it('refuses an unknown option, a bad origin or port, naming it', () => {
    expect(() => parseGatewayCommand(['--overlya', 'x'], {})).toThrow(/overlya/);
    expect(() => parseGatewayCommand(['--remote-origin', 'https://a.example/x'], {})).toThrow(
      '--remote-origin https://a.example/x',
    );
    expect(() => parseGatewayCommand(['--port', 'eighty'], {})).toThrow('--port eighty: not a port');
  });

  it('the start-up log names an overlay in use and the allowed remote origins', () => {
    const command = parseGatewayCommand(['--remote-origin', 'https://a.example'], {});
    if (command === 'help') throw new Error('unexpected');
    expect(startUpLines(command, '/srv/overlay')).toEqual([
      'Murmur is at http://localhost:8080 (server: http://127.0.0.1:4000)',
      "Overlay in use: files in /srv/overlay win over the build's",
      'Remotes may also be served from: https://a.example',
    ]);
    expect(startUpLines({ ...command, remoteOrigins: [] })).toHaveLength(1);
  });
});
