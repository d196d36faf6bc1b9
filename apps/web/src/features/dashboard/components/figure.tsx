import { Text } from '@mantine/core';
import { type ListLink, linkHref } from '@yonke/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './dashboard.module.css';

interface FigureProps {
  label: string;
  value: string;
  /** The list that produced the figure; absent when no list can show it. */
  link?: ListLink;
  hint?: ReactNode;
}

/** One number of the Tablero; it opens the list it was counted from. */
export function Figure({ label, value, link, hint }: FigureProps) {
  const body = (
    <>
      <Text size="xs" c="dimmed" lh={1.3}>
        {label}
      </Text>
      <Text fw={700} size="xl" lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {hint}
        </Text>
      )}
    </>
  );
  if (!link) return <div className={classes.figure}>{body}</div>;
  return (
    <Link to={linkHref(link)} className={classes.figure} aria-label={`${label}: ${value}. Ver la lista`}>
      {body}
    </Link>
  );
}

interface RowLinkProps {
  label: string;
  value: string;
  link?: ListLink | string;
  detail?: string;
}

/** A labelled row of a list figure (a location, a bucket), 44 px tall for a finger. */
export function RowLink({ label, value, link, detail }: RowLinkProps) {
  const body = (
    <>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
        {detail && (
          <Text span size="xs" c="dimmed" display="block">
            {detail}
          </Text>
        )}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </>
  );
  if (!link) return <div className={classes.rowLink}>{body}</div>;
  const to = typeof link === 'string' ? link : linkHref(link);
  return (
    <Link to={to} className={classes.rowLink} aria-label={`${label}: ${value}. Ver la lista`}>
      {body}
    </Link>
  );
}
