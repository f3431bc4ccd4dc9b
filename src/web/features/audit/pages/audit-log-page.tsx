import { useSearchParams } from 'react-router';

import { AUDIT_MESSAGES as M } from '#shared/audit/audit.messages';
import { AUDIT_KINDS, type AuditEntryDto, type AuditValues } from '#shared/audit/audit.schemas';

import { SelectField, TextField } from '../../../components/ui/form-fields';
import { EmptyState, SectionTitle } from '../../../components/ui/page';
import { Pagination } from '../../../components/ui/pagination';
import { PageLoader } from '../../../components/ui/spinner';
import { useHandleQueryError } from '../../../lib/use-handle-query-error';
import { useAuditEntries, type AuditFilters } from '../api/audit.queries';

type FilterKey = 'actor' | 'kind' | 'subject' | 'from' | 'to';

const KIND_OPTIONS = AUDIT_KINDS.map((kind) => ({ value: kind, label: kind }));

function filtersOf(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    actor: params.get('actor') ?? '',
    kind: params.get('kind') ?? '',
    subject: params.get('subject') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A value as a person reads it: money in cents shown in dollars, lists joined. */
function readable(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return M.noValue;
  if (field.endsWith('Cents') && typeof value === 'number') return `$${(value / 100).toFixed(2)}`;
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === 'object' && 'size' in item && 'quantity' in item
          ? `${String(item.size)}: ${String(item.quantity)}`
          : String(item),
      )
      .join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A field's name in words: `priceCents` is "price". */
const fieldName = (field: string) =>
  field
    .replace(/Cents$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

function Changes({ before, after }: { before: AuditValues; after: AuditValues }) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-1 text-sm">
      {fields.map((field) => (
        <div key={field} className="flex flex-wrap gap-x-2">
          <dt className="font-medium">{fieldName(field)}:</dt>
          <dd className="break-words">
            {before ? <span className="text-muted">{readable(field, before[field])}</span> : null}
            {before && after ? <span aria-label="changed to"> → </span> : null}
            {after ? <span>{readable(field, after[field])}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Entry({ entry }: { entry: AuditEntryDto }) {
  const at = new Date(entry.at);
  return (
    <article
      aria-label={`${entry.kind} ${entry.subjectLabel}`}
      className="border border-line bg-white p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-display text-lg font-semibold text-ink">
          <span className="font-mono text-sm">{entry.kind}</span> · {entry.subjectLabel}
        </h2>
        <time dateTime={entry.at} className="text-xs text-muted">
          {at.toLocaleString()}
        </time>
      </header>
      <p className="mt-1 text-xs text-muted">
        By {entry.actorName ?? entry.actorId ?? 'an account since deleted'} (
        {entry.actorRole.replace('ROLE ', '').toLowerCase()})
        {entry.address ? ` from ${entry.address}` : ''}
      </p>
      <Changes before={entry.before} after={entry.after} />
    </article>
  );
}

/**
 * /dashboard/audit: who did what, newest first (decision 0045). An admin reads every entry, a
 * merchant its own brand's. The filters live in the URL, so a view can be shared and reloaded.
 */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useAuditEntries(filters);
  useHandleQueryError(list.error);

  function setFilter(key: FilterKey | 'page', value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  }

  return (
    <div>
      <SectionTitle>{M.title}</SectionTitle>
      <form
        role="search"
        aria-label="Filter the audit log"
        className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Kind"
          placeholder="Every kind"
          options={KIND_OPTIONS}
          value={filters.kind}
          onChange={(event) => setFilter('kind', event.target.value)}
        />
        <TextField
          label="Actor (account id)"
          value={filters.actor}
          maxLength={200}
          onChange={(event) => setFilter('actor', event.target.value.trim())}
        />
        <TextField
          label="Subject (id)"
          value={filters.subject}
          maxLength={200}
          onChange={(event) => setFilter('subject', event.target.value.trim())}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </form>

      {list.isPending ? (
        <PageLoader label="Loading the audit log" />
      ) : !list.data ? (
        <EmptyState>The audit log could not be loaded. Please try again.</EmptyState>
      ) : list.data.entries.length === 0 ? (
        <EmptyState>{M.empty}</EmptyState>
      ) : (
        <>
          <p
            className="mb-3 text-xs font-medium uppercase tracking-[0.16em] text-muted"
            role="status"
          >
            {list.data.count} {list.data.count === 1 ? 'entry' : 'entries'}
          </p>
          <ul className="grid gap-4">
            {list.data.entries.map((entry) => (
              <li key={entry.id}>
                <Entry entry={entry} />
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={list.data.currentPage}
            totalPages={list.data.totalPages}
            onPageChange={(page) => setFilter('page', String(page))}
            label="Audit log pages"
          />
        </>
      )}
    </div>
  );
}
