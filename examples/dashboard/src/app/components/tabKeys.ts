import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End on a `tablist` (the ARIA tabs pattern, automatic activation): focus
 * moves to the next tab and selects it. Only the selected tab is in the Tab order.
 */
export function onTabListKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || tabs.length === 0) return;
  const last = tabs.length - 1;
  const next =
    event.key === 'ArrowRight'
      ? index === last
        ? 0
        : index + 1
      : event.key === 'ArrowLeft'
        ? index === 0
          ? last
          : index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : -1;
  const target = tabs[next];
  if (!target) return;
  event.preventDefault();
  target.focus();
  // A tab cut off by a narrow screen scrolls fully into view.
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  target.click();
}
