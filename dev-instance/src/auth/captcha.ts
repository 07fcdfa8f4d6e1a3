import { randomInt } from 'node:crypto';
import { randomToken } from '../util/password';

interface Challenge {
  answer: string;
  expiresAt: number;
}

const VALID_SECONDS = 300;

/**
 * Pleroma's native captcha: a picture of a few digits. The picture is an SVG data URL; tests can
 * read pending answers from /__dev/captcha.
 */
export class CaptchaStore {
  private readonly challenges = new Map<string, Challenge>();

  create() {
    const answer = String(randomInt(100000, 999999));
    const token = randomToken(16);
    this.challenges.set(token, { answer, expiresAt: Date.now() + VALID_SECONDS * 1000 });
    const digits = [...answer]
      .map(
        (d, i) =>
          `<text x="${12 + i * 22}" y="${34 + (i % 2) * 6}" transform="rotate(${(i % 3) * 6 - 6} ${12 + i * 22} 34)">${d}</text>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><rect width="150" height="50" fill="#eee"/><g font-family="monospace" font-size="28" fill="#333">${digits}</g><line x1="0" y1="20" x2="150" y2="35" stroke="#999"/></svg>`;
    return {
      type: 'native',
      token,
      url: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      answer_data: Buffer.from(token).toString('base64url'),
      seconds_valid: VALID_SECONDS,
    };
  }

  /** Single use: a checked challenge is gone whether or not the answer was right. */
  check(token: string | undefined, solution: string | undefined): boolean {
    if (!token) return false;
    const c = this.challenges.get(token);
    this.challenges.delete(token);
    return Boolean(c && c.expiresAt > Date.now() && solution?.trim() === c.answer);
  }

  pending(): { token: string; answer: string }[] {
    return [...this.challenges].map(([token, c]) => ({ token, answer: c.answer }));
  }

  clear(): void {
    this.challenges.clear();
  }
}
