import { useCallback, useEffect, useState } from 'react';

/** The id of the current section's heading, focused when the section changes. */
export const SECTION_TITLE_ID = 'interview-section-title';

export interface InterviewSections {
  /** 0-based index of the section shown. */
  section: number;
  /** Shows a section (remembered on the device) and focuses a control on it (default: its heading). */
  goTo: (section: number, focusId?: string) => void;
  /** Focuses a control on the current section. */
  focus: (id: string) => void;
}

function clamp(value: number, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.trunc(value)));
}

/** Section paging, starting on the section saved on the device; moving focuses the section heading. */
export function useInterviewSections(input: { count: number; savedPage: number | undefined; remember: (page: number) => void }): InterviewSections {
  const { count, savedPage, remember } = input;
  const [chosen, setChosen] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const section = clamp(chosen ?? savedPage ?? 0, count);

  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    if (!element) return;
    element.focus();
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: focusRequest.id === SECTION_TITLE_ID ? 'start' : 'center' });
  }, [focusRequest]);

  const goTo = useCallback(
    (next: number, focusId?: string) => {
      const target = clamp(next, count);
      setChosen(target);
      if (target !== section) remember(target);
      setFocusRequest({ id: focusId ?? SECTION_TITLE_ID });
    },
    [count, section, remember],
  );

  const focus = useCallback((id: string) => setFocusRequest({ id }), []);
  return { section, goTo, focus };
}
