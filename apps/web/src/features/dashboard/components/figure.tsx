import { Text, VisuallyHidden } from '@mantine/core';
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

/**
 * What a figure's link does, for screen readers, after its visible text. The link's name is its
 * own text plus this, never an aria-label of other words: speech input users say what they see
 * (WCAG 2.5.3, label in name; axe found the old labels on every figure).
 */
export function OpensList() {
  return <VisuallyHidden> Ver la lista</VisuallyHidden>;
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
    <Link to={linkHref(link)} className={classes.figure}>
      {body}
      <OpensList />
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
    <Link to={to} className={classes.rowLink}>
      {body}
      <OpensList />
    </Link>
  );
}
