import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { can } from '@yonke/domain';
import { Link } from 'react-router';
import { roleIds, useUser } from '../../../lib/session';
import { useQuestionCount } from '../api/get-questions';

function useUnanswered(): number | null {
  const user = useUser();
  const allowed = can(roleIds(user), 'answerQuestions');
  const count = useQuestionCount(allowed);
  return allowed ? (count.data?.unanswered ?? 0) : null;
}

/** The header's shortcut to Preguntas with the unanswered count (the menu shows it too). */
export function QuestionsHeaderBadge() {
  const unanswered = useUnanswered();
  if (unanswered === null) return null;
  const label = unanswered === 1 ? 'Preguntas: 1 sin responder' : `Preguntas: ${unanswered} sin responder`;
  return (
    <Indicator label={unanswered} size={18} disabled={unanswered === 0} color="red" offset={4}>
      <ActionIcon component={Link} to="/questions" variant="subtle" color="gray" size={40} aria-label={label}>
        <IconMessageQuestion size={22} />
      </ActionIcon>
    </Indicator>
  );
}

/** The count beside «Preguntas» in the user menu. */
export function QuestionsMenuCount() {
  const unanswered = useUnanswered();
  if (!unanswered) return null;
  return (
    <Badge size="sm" color="red" circle={unanswered < 10} aria-label={`${unanswered} sin responder`}>
      {unanswered}
    </Badge>
  );
}
