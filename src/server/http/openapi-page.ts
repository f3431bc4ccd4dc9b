import { ACTOR_LABELS, ROUTE_ACTORS, type RouteActor } from './access';
import { escapeHtml } from '#shared/common/text';

/**
 * GET /api/docs: the OpenAPI document as one plain HTML page, rendered on the server (the CSP
 * allows no inline script, so there is none): every operation grouped by feature, with who may
 * call it, its parameters, body fields and responses. Every value is escaped.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 6;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const record = (value: unknown): Json => (isRecord(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Text with `code` spans, as the document's descriptions write them. */
function prose(value: string): string {
  return escapeHtml(value).replace(/`([^`]*)`/g, '<code>$1</code>');
}

function anchor(...parts: string[]): string {
  return parts.join('-').replace(/[^A-Za-z0-9_-]+/g, '-');
}

function isActor(value: unknown): value is RouteActor {
  return typeof value === 'string' && Object.hasOwn(ACTOR_LABELS, value);
}

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

function typeOf(schema: Json): string {
  const ref = text(schema.$ref);
  if (ref) return refName(ref);
  if ('const' in schema) return JSON.stringify(schema.const) ?? 'const';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  for (const [key, joiner] of [
    ['anyOf', ' | '],
    ['oneOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const members = list(schema[key]).map(record);
    if (members.length > 0) return members.map(typeOf).join(joiner);
  }
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(record(schema.items))}[]`;
      const format = text(schema.format);
      return format ? `${type} (${format})` : type;
    })
    .join(' | ');
}

function constraintsOf(schema: Json): string[] {
  const notes: string[] = [];
  const add = (key: string, label: string) => {
    const value = schema[key];
    // Zod writes the safe-integer bounds on every integer: no limit worth showing.
    if (typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER) return;
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
      notes.push(`${label} ${String(value)}`);
    }
  };
  add('minLength', 'min length');
  add('maxLength', 'max length');
  add('minimum', 'min');
  add('maximum', 'max');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  add('pattern', 'pattern');
  add('default', 'default');
  return notes;
}

/** The object whose fields a schema shows: itself, its items, or the object of a union. */
function objectOf(schema: Json): Json | undefined {
  if (isRecord(schema.properties)) return schema;
  if (isRecord(schema.items)) return objectOf(schema.items);
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    for (const member of list(schema[key])) {
      const found = objectOf(record(member));
      if (found) return found;
    }
  }
  return undefined;
}

function renderFields(schema: Json, depth = 0): string {
  const object = objectOf(schema);
  if (!object || depth >= MAX_DEPTH) return '';
  const required = new Set(list(object.required).map(text));
  const rows = Object.entries(record(object.properties)).map(([name, value]) => {
    const field = record(value);
    const notes = constraintsOf(field);
    const description = text(field.description);
    return (
      `<li><code>${escapeHtml(name)}</code> <span class="type">${escapeHtml(typeOf(field))}</span>` +
      (required.has(name) ? ' <span class="req">required</span>' : '') +
      (notes.length ? ` <span class="note">${escapeHtml(notes.join(', '))}</span>` : '') +
      (description ? ` <span class="note">${prose(description)}</span>` : '') +
      renderFields(field, depth + 1) +
      '</li>'
    );
  });
  return rows.length ? `<ul class="fields">${rows.join('')}</ul>` : '';
}

/**
 * A shared schema (the error body) is one link; any other is shown field by field, once for all
 * the content types that share it.
 */
function renderContent(content: unknown): string {
  const typesOf = new Map<string, { types: string[]; schema: Json }>();
  for (const [type, media] of Object.entries(record(content))) {
    const schema = record(record(media).schema);
    const key = JSON.stringify(schema);
    const entry = typesOf.get(key) ?? { types: [], schema };
    entry.types.push(type);
    typesOf.set(key, entry);
  }
  return [...typesOf.values()]
    .map(({ types, schema }) => {
      const ref = text(schema.$ref);
      if (ref) {
        return ` <a href="#${anchor('schema', refName(ref))}">${escapeHtml(refName(ref))}</a>`;
      }
      const names = types.map((type) => `<code>${escapeHtml(type)}</code>`).join(' or ');
      return (
        `<div class="media">${names} <span class="type">${escapeHtml(typeOf(schema))}</span>` +
        `${renderFields(schema)}</div>`
      );
    })
    .join('');
}

function renderParameters(parameters: unknown): string {
  const rows = list(parameters)
    .map(record)
    .map((parameter) => {
      const schema = record(parameter.schema);
      const notes = constraintsOf(schema);
      return (
        `<tr><td><code>${escapeHtml(text(parameter.name))}</code></td>` +
        `<td>${escapeHtml(text(parameter.in))}</td>` +
        `<td><span class="type">${escapeHtml(typeOf(schema))}</span></td>` +
        `<td>${parameter.required === true ? 'required' : ''}</td>` +
        `<td>${escapeHtml(notes.join(', '))}</td></tr>`
      );
    });
  if (rows.length === 0) return '';
  return (
    '<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th>' +
    `<th>Limits</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

function tokenOf(security: unknown): string {
  const options = list(security).map(record);
  if (options.length === 0) return 'no token read';
  if (options.some((option) => Object.keys(option).length === 0)) return 'token optional';
  return 'bearer token required';
}

function renderOperation(method: string, path: string, operation: Json): string {
  const actor = isActor(operation['x-actor']) ? operation['x-actor'] : undefined;
  const summary = text(operation.summary);
  const description = text(operation.description);
  const body = record(operation.requestBody);
  const responses = Object.entries(record(operation.responses))
    .map(([status, value]) => {
      const response = record(value);
      return (
        `<li><span class="status s${escapeHtml(status.charAt(0))}">${escapeHtml(status)}</span> ` +
        `${prose(text(response.description))}` +
        (isRecord(record(response.headers).location) ? ' (<code>Location</code> header)' : '') +
        `${renderContent(response.content)}</li>`
      );
    })
    .join('');
  return (
    `<article class="op" id="${anchor('op', method, path)}">` +
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> ` +
    `<code>${escapeHtml(path)}</code></h3>` +
    (summary ? `<p class="summary">${prose(summary)}</p>` : '') +
    (description ? `<p>${prose(description)}</p>` : '') +
    `<p class="who"><span class="actor">${escapeHtml(actor ?? 'undocumented')}</span> ` +
    `${escapeHtml(actor ? ACTOR_LABELS[actor] : '')} <span class="note">(${tokenOf(operation.security)})</span></p>` +
    renderParameters(operation.parameters) +
    (body.content ? `<h4>Body</h4>${renderContent(body.content)}` : '') +
    `<h4>Responses</h4><ul class="responses">${responses}</ul>` +
    '</article>'
  );
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c1c1c;background:#fafafa}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:1px solid #ddd;padding-bottom:.25rem}
h3{margin:0 0 .25rem;font-size:1.05rem;word-break:break-all}h4{margin:.75rem 0 .25rem;font-size:.95rem}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
a{color:#0b57d0}
.op{background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .3rem;margin-right:.4rem}
.get{background:#1a7f37}.post{background:#0b57d0}.put{background:#9a6700}.patch{background:#8250df}.delete{background:#cf222e}
.summary{font-weight:600;margin:.25rem 0}
.actor{display:inline-block;background:#eef;border:1px solid #ccd;border-radius:4px;padding:0 .35rem;font-size:.85rem;font-weight:600}
.type{color:#6639ba;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.85em}
.req{color:#cf222e;font-size:.8em}.note{color:#555;font-size:.85em}
.status{display:inline-block;min-width:2.5rem;font-weight:600}.s2,.s3{color:#1a7f37}.s4{color:#9a6700}.s5{color:#cf222e}
ul.fields{margin:.2rem 0 .2rem 1.2rem;padding:0;list-style:disc}
ul.responses{list-style:none;padding:0;margin:0}ul.responses>li{margin:.3rem 0}
.media{margin-left:2.9rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{text-align:left;padding:.2rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
nav ul{columns:2;padding-left:1.2rem}dl dt{font-weight:600}dl dd{margin:0 0 .5rem 1rem}
`;

/** The page of an OpenAPI document (as @fastify/swagger builds it). */
export function renderApiDocs(document: unknown): string {
  const doc = record(document);
  const info = record(doc.info);
  const title = text(info.title) || 'API';
  const tags = list(doc.tags).map(record);
  const byTag = new Map<string, string[]>(tags.map((tag) => [text(tag.name), []]));
  let count = 0;

  for (const [path, value] of Object.entries(record(doc.paths))) {
    const item = record(value);
    for (const method of METHODS) {
      if (!isRecord(item[method])) continue;
      const operation = item[method];
      const tag = text(list(operation.tags)[0]) || 'Other';
      const rendered = renderOperation(method, path, operation);
      byTag.set(tag, [...(byTag.get(tag) ?? []), rendered]);
      count += 1;
    }
  }

  const descriptions = new Map(tags.map((tag) => [text(tag.name), text(tag.description)]));
  const sections = [...byTag].filter(([, operations]) => operations.length > 0);
  const nav = sections
    .map(
      ([tag, operations]) =>
        `<li><a href="#${anchor('tag', tag)}">${escapeHtml(tag)}</a> (${operations.length})</li>`,
    )
    .join('');
  const body = sections
    .map(
      ([tag, operations]) =>
        `<section id="${anchor('tag', tag)}"><h2>${escapeHtml(tag)}</h2>` +
        `<p>${prose(descriptions.get(tag) ?? '')}</p>${operations.join('')}</section>`,
    )
    .join('');
  const actors = ROUTE_ACTORS.map(
    (actor) => `<dt>${escapeHtml(actor)}</dt><dd>${escapeHtml(ACTOR_LABELS[actor])}</dd>`,
  ).join('');
  const schemas = Object.entries(record(record(doc.components).schemas))
    .map(
      ([name, schema]) =>
        `<div id="${anchor('schema', name)}"><h3><code>${escapeHtml(name)}</code></h3>` +
        `${renderFields(record(schema))}</div>`,
    )
    .join('');

  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>${prose(text(info.description))}</p>` +
    `<p>${count} operations. The same as an OpenAPI ${escapeHtml(text(doc.openapi))} document: ` +
    '<a href="/api/openapi.json">/api/openapi.json</a>.</p>' +
    `<h2>Who may call</h2><dl>${actors}</dl>` +
    `<h2>Errors</h2><p>Every error answers one body:</p>${schemas}` +
    `<nav><h2>Features</h2><ul>${nav}</ul></nav>${body}` +
    '</main></body></html>'
  );
}
