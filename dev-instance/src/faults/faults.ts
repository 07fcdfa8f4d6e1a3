import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FaultRule, ruleMatches, STATUS_TEXT } from './rules';

const MALFORMED = Symbol('malformedJson');
const LOST = Symbol('answerLost');
type Marked = FastifyRequest & { [MALFORMED]?: boolean; [LOST]?: number };

/** Faults injected into ordinary API requests (never into /__dev/ itself). */
export class Faults {
  rules: FaultRule[] = [];
  private nextId = 1;

  add(input: Omit<FaultRule, 'id' | 'hits'>): FaultRule {
    const rule: FaultRule = { ...input, id: String(this.nextId++), hits: 0 };
    this.rules.push(rule);
    return rule;
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    return this.rules.length !== before;
  }

  clear(): void {
    this.rules = [];
  }

  /** The first live rule for this request, counted as used. */
  take(method: string, path: string): FaultRule | null {
    const rule = this.rules.find((r) => ruleMatches(r, method, path));
    if (!rule) return null;
    rule.hits++;
    if (rule.remaining !== null) rule.remaining--;
    return rule;
  }

  /** Hooks that apply the rules: latency and status before routing, malformed JSON on the way out. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0] ?? req.url;
      if (path.startsWith('/__dev/') || req.method === 'OPTIONS') return;
      const rule = this.take(req.method, path);
      if (!rule) return;
      if (rule.latencyMs > 0) await new Promise((r) => setTimeout(r, rule.latencyMs));
      if (rule.answerLost) {
        (req as Marked)[LOST] = rule.status ?? 502;
        return;
      }
      if (rule.status !== null) {
        if (rule.status === 429) reply.header('Retry-After', '5').header('X-RateLimit-Remaining', '0');
        const body = rule.malformedJson
          ? '{"error": "truncat'
          : JSON.stringify({ error: STATUS_TEXT[rule.status] ?? 'Injected fault' });
        return reply.status(rule.status).type('application/json; charset=utf-8').send(body);
      }
      if (rule.malformedJson) (req as Marked)[MALFORMED] = true;
    });
    app.addHook('onSend', async (req, reply, payload) => {
      const lost = (req as Marked)[LOST];
      if (lost !== undefined) {
        // The route ran and its work stays done; only its answer never reaches the client.
        reply.header('content-length', undefined as unknown as string);
        reply.status(lost).type('text/html; charset=utf-8');
        return `<html><body><h1>${lost} ${STATUS_TEXT[lost] ?? 'Bad gateway'}</h1></body></html>`;
      }
      if (!(req as Marked)[MALFORMED]) return payload;
      reply.header('content-length', undefined as unknown as string);
      const text =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '{}';
      // Cut the document short, as a dying proxy would.
      return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
    });
  }
}
