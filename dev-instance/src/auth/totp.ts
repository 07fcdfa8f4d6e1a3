import { generate, generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 codes (SHA-1, 6 digits, 30 s), accepting one step of clock drift either way. */
export async function checkTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code.trim())) return false;
  try {
    const result = await verify({ secret, token: code.trim(), epochTolerance: 30 });
    return result.valid;
  } catch {
    return false;
  }
}

export function totpCode(secret: string): Promise<string> {
  return generate({ secret });
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: 'Murmur Dev', label, secret });
}
