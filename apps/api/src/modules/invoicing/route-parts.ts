// What every invoicing route's entry in /api/openapi.json says alike: its tag, and the answers of
// a request without a session or of a role without the route's capability.

export const tags = ['invoicing'];

export const denied = {
  401: { description: 'No session' },
  403: { description: 'A role without the capability' },
};
