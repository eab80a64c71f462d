/** The tickets past their first-answer target: the care queue's targets (settings care_first_response_minutes) fill it. */
export function OverdueTickets() {
  return null;
}
