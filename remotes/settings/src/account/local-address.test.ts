import { describe, expect, it } from 'vitest';
import { accountArgument } from './local-address';

describe('an account address for the alias and move calls', () => {
  const local = ['social.example', 'localhost:8080'];
  it('names an account of this server by its name alone', () => {
    expect(accountArgument(' @carol@social.example ', local)).toBe('carol');
    expect(accountArgument('carol@LOCALHOST:8080', local)).toBe('carol');
  });
  it('keeps other addresses and bare names as written', () => {
    expect(accountArgument('carol@other.example', local)).toBe('carol@other.example');
    expect(accountArgument('@carol', local)).toBe('carol');
  });
});
