import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '../ui/button';
import { EmptyState, SectionTitle } from '../ui/page';
import { PageLoader } from '../ui/spinner';
import { SwitchField } from '../ui/switch';
import { ApiError } from '../../lib/api-client';
import { handleError } from '../../lib/handle-error';
import { toast } from '../../lib/toast';
import { useHandleQueryError } from '../../lib/use-handle-query-error';

/** A dashboard write answered with the server's message, shown as a toast. */
type MessageMutation<Variables> = UseMutationResult<{ message: string }, Error, Variables>;

/**
 * The frame of a dashboard edit screen: its title, a loader while the item loads, `notFound`
 * when there is none (or the server says 404), else the item's form.
 */
export function EditScreen<T>({
  title,
  query,
  loadingLabel,
  notFound,
  className = 'max-w-2xl',
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  loadingLabel: string;
  notFound: string;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  useHandleQueryError(query.error);
  const isGone = query.error instanceof ApiError && query.error.status === 404;

  return (
    <div className={className}>
      <SectionTitle>{title}</SectionTitle>
      {query.isPending ? (
        <PageLoader label={loadingLabel} />
      ) : !query.data || isGone ? (
        <EmptyState>{notFound}</EmptyState>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** 'In the shop:' and a link to the item's public page. */
export function ShopLink({ to }: { to: string }) {
  return (
    <p className="text-sm text-muted">
      In the shop:{' '}
      <Link to={to} className="font-medium text-ink underline underline-offset-4 hover:text-indigo">
        {to}
      </Link>
    </p>
  );
}

/** The 'Active?' switch of an edit screen: saves at once, showing the state asked for meanwhile. */
export function ActiveSwitch({
  isActive,
  setActive,
  tooltip,
}: {
  isActive: boolean;
  setActive: MessageMutation<boolean>;
  tooltip?: string;
}) {
  const handleChange = async (next: boolean) => {
    try {
      const result = await setActive.mutateAsync(next);
      toast.success(result.message);
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <SwitchField
      label="Active?"
      tooltip={tooltip}
      checked={setActive.isPending ? setActive.variables : isActive}
      disabled={setActive.isPending}
      onChange={(event) => void handleChange(event.target.checked)}
    />
  );
}

/**
 * Save and Delete of an edit form; Delete goes back once done. A `deleteNote` disables Delete and
 * says why, read with the button.
 */
export function SaveDeleteActions({
  isSubmitting,
  remove,
  onDeleted,
  deleteNote,
}: {
  isSubmitting: boolean;
  remove: MessageMutation<void>;
  onDeleted: () => void;
  deleteNote?: { id: string; text: string };
}) {
  const handleDelete = async () => {
    try {
      const result = await remove.mutateAsync();
      toast.success(result.message);
      onDeleted();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <>
      <Button type="submit" isLoading={isSubmitting}>
        Save
      </Button>
      <Button
        variant="danger"
        onClick={() => void handleDelete()}
        isLoading={remove.isPending}
        disabled={deleteNote !== undefined || isSubmitting}
        aria-describedby={deleteNote?.id}
      >
        Delete
      </Button>
      {deleteNote ? (
        <p id={deleteNote.id} className="text-xs text-muted">
          {deleteNote.text}
        </p>
      ) : null}
    </>
  );
}
