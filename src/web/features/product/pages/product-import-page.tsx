import { useId, useState } from 'react';
import { Link } from 'react-router';

import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_HEADER } from '#shared/product/product-csv';
import type {
  ProductImportResponse,
  ProductImportRow,
} from '#shared/product/product-import.schemas';

import { Button, ButtonLink } from '../../../components/ui/button';
import { SectionTitle } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useImportProducts } from '../api/product-admin.queries';

/** The header row alone, as a file a spreadsheet opens (UTF-8 with a BOM). */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(
  `\uFEFF${PRODUCT_CSV_HEADER.join(',')}\r\n`,
)}`;

const ACTION_LABELS: Record<ProductImportRow['action'], string> = {
  create: 'Create',
  update: 'Update',
  unchanged: 'No change',
  error: 'Error',
};

/** "3 to create, 2 to update, 1 unchanged, 1 with errors". */
export function importSummary(summary: ProductImportResponse['summary'], done: boolean): string {
  const parts = done
    ? [`${summary.created} created`, `${summary.updated} updated`, `${summary.unchanged} unchanged`]
    : [
        `${summary.created} to create`,
        `${summary.updated} to update`,
        `${summary.unchanged} unchanged`,
        `${summary.failed} with errors`,
      ];
  return parts.join(', ');
}

function RowDetails({ row }: { row: ProductImportRow }) {
  if (row.errors?.length) {
    return (
      <ul className="space-y-1 text-red-700">
        {row.errors.map((error, index) => (
          <li key={index}>{error.column ? `${error.column}: ${error.message}` : error.message}</li>
        ))}
      </ul>
    );
  }
  if (row.changes?.length) {
    return <span>{row.changes.map((column) => PRODUCT_CSV_COLUMNS[column]).join(', ')}</span>;
  }
  return null;
}

/**
 * /dashboard/product/import (admins and merchants; decision 0047): choose a CSV file, check it
 * (a dry run: what each row will do, its errors next to it), then import it, all rows or none.
 */
export function ProductImportPage() {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ProductImportResponse | null>(null);
  const [failure, setFailure] = useState<{ message: string; issues: string[] } | null>(null);
  const run = useImportProducts();

  const send = (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    run.mutate(
      { file, dryRun },
      {
        onSuccess: (answer) => setResult(answer),
        onError: (error) => {
          setResult(null);
          setFailure({
            message: error.message,
            issues:
              error instanceof ApiError
                ? error.issues.map((issue) => `${issue.path}: ${issue.message}`)
                : [],
          });
        },
      },
    );
  };

  const checked = result?.dryRun ? result : null;
  const done = result && !result.dryRun ? result : null;
  const canImport = Boolean(file && checked && checked.summary.failed === 0 && !run.isPending);

  return (
    <div>
      <SectionTitle
        action={
          <ButtonLink to="/dashboard/product" size="sm" variant="secondary">
            All products
          </ButtonLink>
        }
      >
        Import Products
      </SectionTitle>
      <p className="mb-2 max-w-2xl text-sm text-muted">
        {`A CSV file with the columns ${PRODUCT_CSV_HEADER.join(', ')}. SKU finds the product: a known SKU updates it, a new one creates it. Pictures are not imported: add them on each product's screen, under Pictures.`}
      </p>
      <p className="mb-6 text-sm">
        <a href={TEMPLATE_HREF} download="products-template.csv" className="underline">
          Download a template
        </a>
      </p>

      <form
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          send(true);
        }}
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-medium">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="max-w-full text-sm"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              setFailure(null);
            }}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" variant="secondary" disabled={!file || run.isPending}>
            Check file
          </Button>
          <Button type="button" size="sm" disabled={!canImport} onClick={() => send(false)}>
            Import
          </Button>
        </div>
      </form>

      <div role="status" aria-live="polite" className="mb-4 text-sm">
        {run.isPending ? 'Working on the file…' : null}
        {checked ? <p className="font-medium">{importSummary(checked.summary, false)}</p> : null}
        {done ? (
          <p className="font-medium">
            {`Imported: ${importSummary(done.summary, true)}. `}
            <Link to="/dashboard/product" className="underline">
              See the products
            </Link>
          </p>
        ) : null}
      </div>
      {failure ? (
        <div role="alert" className="mb-4 text-sm text-red-700">
          <p>{failure.message}</p>
          {failure.issues.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {failure.issues.map((issue, index) => (
                <li key={index}>{issue}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {result && result.notices.length > 0 ? (
        <ul className="mb-4 list-disc pl-5 text-sm text-muted">
          {result.notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}

      {checked ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">What each row of the file will do</caption>
            <thead className="text-xs uppercase tracking-[0.12em] text-ink-soft">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Line
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  SKU
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  What will happen
                </th>
                <th scope="col" className="py-2 font-medium">
                  Changes or errors
                </th>
              </tr>
            </thead>
            <tbody>
              {checked.rows.map((row) => (
                <tr key={row.line} className="border-b border-line align-top">
                  <td className="py-2 pr-3 tabular-nums">{row.line}</td>
                  <td className="py-2 pr-3 break-all">{row.sku}</td>
                  <td
                    className={
                      row.action === 'error' ? 'py-2 pr-3 font-medium text-red-700' : 'py-2 pr-3'
                    }
                  >
                    {ACTION_LABELS[row.action]}
                  </td>
                  <td className="py-2">
                    <RowDetails row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
