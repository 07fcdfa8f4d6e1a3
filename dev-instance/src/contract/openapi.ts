import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** shared/reference beside the repository root (../shared/reference from /work/main). */
export const REFERENCE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/reference');
export const SPEC_PATH = join(REFERENCE_DIR, 'mastodon-openapi.json');

export function referenceAvailable(): boolean {
  return existsSync(SPEC_PATH);
}

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
}

/**
 * Two defects of the description, repaired before use (nothing else is changed):
 * - `quote` is oneOf [Quote, ShallowQuote, null], but every Quote also matches ShallowQuote (both
 *   only require `state`), so no full quote can ever pass a oneOf; it is read as anyOf.
 * - GET /api/v1/filters is described as "List of [V1::Filter]" but its schema is a single
 *   V1Filter; it is read as an array of them.
 */
function repairKnownDefects(doc: OpenApiDoc): OpenApiDoc {
  const copy = JSON.parse(JSON.stringify(doc)) as OpenApiDoc & {
    components: { schemas: Record<string, { properties?: Record<string, Record<string, unknown>> }> };
  };
  for (const name of ['Status', 'StatusEdit']) {
    const quote = copy.components.schemas[name]?.properties?.quote;
    if (quote?.oneOf) {
      quote.anyOf = quote.oneOf;
      delete quote.oneOf;
    }
  }
  const filters = copy.paths['/api/v1/filters']?.get?.responses?.['200']?.content?.['application/json'];
  if (filters?.schema && (filters.schema as { type?: string }).type !== 'array')
    filters.schema = { type: 'array', items: filters.schema };
  return copy;
}

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Response-schema checks against the Mastodon OpenAPI description: the document itself is checked
 * with @seriousme/openapi-schema-validator, responses with Ajv's 2020-12 dialect (OpenAPI 3.1 schemas
 * are JSON Schema 2020-12). Schemas allow extra properties, so Pleroma's extension fields pass.
 */
export class MastodonContract {
  private readonly doc: OpenApiDoc;
  private readonly ajv: Ajv2020;
  private readonly templates: { template: string; re: RegExp; params: number }[];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** Operations exercised (whether or not the description gives a JSON schema for the reply). */
  readonly covered = new Set<string>();
  validated = 0;
  readonly failures: string[] = [];

  private constructor(doc: OpenApiDoc) {
    this.doc = doc;
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(this.ajv, ['date-time', 'date', 'email']);
    // Remote servers send what they like in URLs (a javascript: emoji URL is still a URL); check
    // that a value parses as an absolute URL, as browsers will, rather than RFC 3986 strictly.
    this.ajv.addFormat('uri', (v: string) => {
      try {
        new URL(v);
        return true;
      } catch {
        return false;
      }
    });
    this.ajv.addFormat('iso-639-1', /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/);
    this.ajv.addSchema({ ...(repairKnownDefects(doc) as object), $id: 'mastodon' });
    this.templates = Object.keys(doc.paths).map((template) => ({
      template,
      re: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
      params: (template.match(/\{/g) ?? []).length,
    }));
  }

  /** Loads and checks the OpenAPI document; throws if it is not a valid description. */
  static async load(): Promise<MastodonContract> {
    const doc = JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDoc;
    const result = await new Validator().validate(doc as never);
    if (!result.valid)
      throw new Error(
        `mastodon-openapi.json is not a valid OpenAPI document: ${JSON.stringify(result.errors).slice(0, 500)}`,
      );
    return new MastodonContract(doc);
  }

  /** Mastodon operations ("GET /api/v1/x/{id}") that a fastify route ("GET /api/v1/x/:id") implements. */
  operationsFor(routes: string[]): string[] {
    const out = new Set<string>();
    for (const route of routes) {
      const [method = '', url = ''] = route.split(' ');
      const template = url.replace(/:([A-Za-z_]+)/g, '{$1}');
      for (const t of this.templates) {
        const same = t.template.replace(/\{[^}]+\}/g, '{}') === template.replace(/\{[^}]+\}/g, '{}');
        if (same && this.doc.paths[t.template]?.[method.toLowerCase()]) out.add(`${method} ${t.template}`);
      }
    }
    return [...out].sort();
  }

  /** The path template for a concrete path; static segments win over parameters. */
  templateFor(method: string, path: string): string | null {
    const candidates = this.templates.filter(
      (t) => t.re.test(path) && this.doc.paths[t.template]?.[method.toLowerCase()],
    );
    candidates.sort((a, b) => a.params - b.params);
    return candidates[0]?.template ?? null;
  }

  private validatorFor(template: string, method: string, status: number): ValidateFunction | null {
    const op = this.doc.paths[template]?.[method.toLowerCase()];
    const code = String(status);
    const response = op?.responses?.[code];
    if (!response?.content?.['application/json']?.schema) return null;
    const ref = `mastodon#/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${code}/content/application~1json/schema`;
    let fn = this.compiled.get(ref);
    if (!fn) {
      fn = this.ajv.getSchema(ref);
      if (!fn) return null;
      this.compiled.set(ref, fn);
    }
    return fn;
  }

  /** Validates a value against a named component schema (streaming payloads have no path). */
  checkComponent(name: string, value: unknown, label: string): boolean {
    const validate = this.ajv.getSchema(`mastodon#/components/schemas/${name}`);
    if (!validate) throw new Error(`no schema ${name}`);
    this.validated++;
    if (validate(value)) return true;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
    this.failures.push(`${label} as ${name}: ${errors.join('; ')}`);
    return false;
  }

  /**
   * Validates one reply. Returns 'not-in-spec' for Pleroma-only endpoints and 'no-schema' when the
   * description has no JSON schema for that status; otherwise records coverage and the result.
   */
  check(
    method: string,
    path: string,
    status: number,
    body: unknown,
  ): 'ok' | 'invalid' | 'not-in-spec' | 'no-schema' {
    const template = this.templateFor(method, path.split('?')[0] ?? path);
    if (!template) return 'not-in-spec';
    this.covered.add(`${method.toUpperCase()} ${template}`);
    const validate = this.validatorFor(template, method, status);
    if (!validate) return 'no-schema';
    this.validated++;
    if (validate(body)) return 'ok';
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)
      .join('; ');
    this.failures.push(`${method.toUpperCase()} ${path} -> ${status}: ${errors}`);
    return 'invalid';
  }
}
