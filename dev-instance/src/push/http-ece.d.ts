// http_ece ships no types; the tests use only its decrypt (RFC 8188 / RFC 8291 aes128gcm).
declare module 'http_ece' {
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string },
  ): Buffer;
}
