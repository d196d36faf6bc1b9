import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Question } from '@yonke/domain/schemas';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QuestionCard } from './question-card';

const QUESTION: Question = {
  id: 7,
  ml_question_id: '13000000001',
  ml_item_id: 'MLM1900000000',
  text: '¿Le queda a mi Jetta 2012?',
  status: 'UNANSWERED',
  status_label: 'Sin responder',
  asked_at: '2026-11-23T05:00:00.000Z',
  answer: null,
  answer_state: null,
  answer_error: null,
  account: { id: 1, name: 'Tienda Centro' },
  part: {
    id: 42,
    name: 'Puerta delantera izquierda Volkswagen Jetta 2012',
    sale_price: 2500,
    status_id: 1,
    status_name: 'Disponible',
    location: 'Rack A-1',
    url_thumbnail: null,
    ml_id: 'MLM1900000000',
  },
};

/** The server, at the network boundary: every call is recorded and answered after a tick. */
function stubServer() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const text = await request.text();
      calls.push({ url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const data = { ...QUESTION, status: 'ANSWERED', answer: { text: 'Sí', answered_at: null, by: null } };
      return new Response(JSON.stringify({ data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderCard() {
  return renderWithProviders(
    <MemoryRouter>
      <QuestionCard question={QUESTION} quickAnswers={[{ id: 1, text: 'Sí le queda, es original' }]} />
    </MemoryRouter>,
  );
}

// jsdom has no font loading; Mantine's autosize textarea listens to document.fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('QuestionCard', () => {
  it('shows the part beside the question', () => {
    stubServer();
    renderCard();
    expect(screen.getByText('Puerta delantera izquierda Volkswagen Jetta 2012')).toBeTruthy();
    expect(screen.getByText('Ubicación: Rack A-1')).toBeTruthy();
    expect(screen.getByText('Disponible')).toBeTruthy();
  });

  it('refuses an empty answer without calling the server', () => {
    const calls = stubServer();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(screen.getByText('Escribe la respuesta.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('a quick answer fills the field and a double click sends it once', async () => {
    const calls = stubServer();
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Sí le queda, es original' }));
    expect((screen.getByRole('textbox', { name: 'Respuesta' }) as HTMLTextAreaElement).value).toBe(
      'Sí le queda, es original',
    );
    const button = screen.getByRole('button', { name: 'Responder' });
    // Both clicks before React renders the button as loading: only the card's own guard holds.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ url: '/api/questions/7/answer', body: { text: 'Sí le queda, es original' } });
  });
});
